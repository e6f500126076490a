import { describe, expect, it } from "vitest"
import { loadGames, loadMoreGames } from "./loadGames.ts"
import { brandedStore, gameListWire } from "./memberTestKit.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

const query = { vassalage: "PT", gameType: "RNG", pageNo: 1, pageSize: 2 }
const page = (pageNum: number, ids: ReadonlyArray<number>) =>
  ok({ games: ids.map((nodeId) => ({ nodeId, gameName: `g${nodeId}` })), pageNum, totalPages: 2, pageSize: 2 })

describe("loadGames", () => {
  it("records the query, then asks for the page with the brand and the fixed fields", async () => {
    const rt = makeTestRuntime({ store: brandedStore(), answers: { gameList: page(1, [1, 2]) } })
    await rt.run(loadGames(query, "EN"))
    expect(rt.tags().slice(1)).toEqual(["GamesRequested", "GamesLoaded"])
    expect(rt.requests[0]?.body).toEqual(gameListWire(2))
    expect(rt.store.state().catalogue.games.games.map((g) => g.nodeId)).toEqual(["1", "2"])
  })
  it("loads the next page on scroll, and nothing past the last", async () => {
    const rt = makeTestRuntime({ store: brandedStore(), answers: { gameList: [page(1, [1, 2]), page(2, [3])] } })
    await rt.run(loadGames(query, "EN"))
    const more = await rt.run(loadMoreGames("EN"))
    expect(more).toMatchObject({ _tag: "Success", value: true })
    expect(rt.requests[1]?.body).toMatchObject({ pageNo: 2 })
    expect(rt.store.state().catalogue.games.games.map((g) => g.nodeId)).toEqual(["1", "2", "3"])
    const none = await rt.run(loadMoreGames("EN"))
    expect(none).toMatchObject({ _tag: "Success", value: false })
    expect(rt.called()).toEqual(["gameList", "gameList"])
  })
  it("searches within the lobby by name", async () => {
    const rt = makeTestRuntime({ store: brandedStore(), answers: { gameList: page(1, [7]) } })
    await rt.run(loadGames({ ...query, gameName: "blue" }, "EN"))
    expect(rt.requests[0]?.body).toMatchObject({ gameName: "blue" })
    expect(rt.store.state().catalogue.games.query?.gameName).toBe("blue")
  })
})
