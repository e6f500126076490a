import { describe, expect, it } from "vitest"
import * as Store from "../store/Store.ts"
import { loadRecentGames } from "./loadRecentGames.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

describe("loadRecentGames", () => {
  it("loads a member's recent games", async () => {
    const store = Store.make()
    store.dispatch({ _tag: "LoginSucceeded", value: { token: "[redacted]" } })
    const rt = makeTestRuntime({ store, answers: { recentGames: ok({ list: [{ nodeId: 3 }], totalPages: 1 }) } })
    await rt.run(loadRecentGames("EN"))
    expect(rt.requests[0]?.body).toEqual({ pageNo: 1, pageSize: 30, language: "EN" })
    expect(rt.tags().slice(1)).toEqual(["RecentGamesLoaded"])
    expect(rt.store.state().catalogue.recent).toEqual({ list: [{ nodeId: "3" }], totalPages: 1 })
  })
  it("asks nothing for a visitor", async () => {
    const rt = makeTestRuntime()
    await rt.run(loadRecentGames("EN"))
    expect(rt.called()).toEqual([])
    expect(rt.tags()).toEqual([])
  })
})
