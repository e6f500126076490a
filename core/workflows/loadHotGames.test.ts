import { describe, expect, it } from "vitest"
import { loadHotGames } from "./loadHotGames.ts"
import { brandedStore } from "./memberTestKit.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

describe("loadHotGames", () => {
  it("asks with the hot-game request of spec section 3 and fills the hot list", async () => {
    const rt = makeTestRuntime({
      store: brandedStore(),
      answers: { hotGames: ok({ list: [{ nodeId: 1, displayName: "Hot" }] }) },
    })
    const exit = await rt.run(loadHotGames("EN"))
    expect(exit).toMatchObject({ _tag: "Success", value: [{ nodeId: "1", displayName: "Hot" }] })
    expect(rt.requests[0]?.body).toEqual({
      merchantCode: "wic11f3",
      isPlatform: 2,
      vassalage: "",
      platform: "flash,html5-desktop",
      language: "EN",
    })
    expect(rt.tags().slice(1)).toEqual(["HotGamesLoaded"])
    expect(rt.store.state().catalogue.hot).toEqual([{ nodeId: "1", displayName: "Hot" }])
  })
})
