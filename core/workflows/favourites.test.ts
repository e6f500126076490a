import { describe, expect, it } from "vitest"
import * as Store from "../store/Store.ts"
import { loadFavouriteIds, loadFavouriteList, setFavourite } from "./favourites.ts"
import { makeTestRuntime, ok, refused } from "./testRuntime.ts"

const memberStore = () => {
  const store = Store.make()
  store.dispatch({ _tag: "LoginSucceeded", value: { token: "[redacted]" } })
  store.dispatch({ _tag: "MemberInfoLoaded", value: { account: "alice", type: 0 } })
  return store
}
const game = { nodeId: "555", vendor: "AG", gameType: "LIVE" }

describe("favourites", () => {
  it("loads the ids and keeps them under favGames, reusing them after", async () => {
    const rt = makeTestRuntime({
      store: memberStore(),
      session: [["token", "t"]],
      answers: { favouriteIds: ok([555, "556"]) },
    })
    await rt.run(loadFavouriteIds())
    expect(rt.store.state().catalogue.favouriteIds).toEqual(["555", "556"])
    expect(rt.session.get("favGames")).toBe('["555","556"]')
    await rt.run(loadFavouriteIds())
    expect(rt.called()).toEqual(["favouriteIds"])
    await rt.run(loadFavouriteIds({ refresh: true }))
    expect(rt.called()).toEqual(["favouriteIds", "favouriteIds"])
  })
  it("asks nothing for a visitor", async () => {
    const rt = makeTestRuntime()
    const exit = await rt.run(loadFavouriteIds())
    expect(exit).toMatchObject({ _tag: "Success", value: [] })
    expect(rt.called()).toEqual([])
  })
  it("loads a page of favourites with the fixed fields and the token", async () => {
    const rt = makeTestRuntime({
      store: memberStore(),
      session: [["token", "tok-9"]],
      answers: { favouriteList: ok({ content: [{ nodeId: 555 }], pageNum: 1, totalPages: 1 }) },
    })
    await rt.run(loadFavouriteList({ language: "EN", gameType: "LIVE" }))
    expect(rt.requests[0]?.body).toEqual({
      clientType: 3,
      platform: "flash",
      language: "EN",
      token: "tok-9",
      pageNo: 1,
      pageSize: 30,
      gameType: "LIVE",
    })
    expect(rt.store.state().catalogue.favourites.list).toEqual([{ nodeId: "555" }])
  })
  it("marks a game: the change is queued, confirmed, and the stored ids follow", async () => {
    const rt = makeTestRuntime({ store: memberStore(), answers: { addFavourite: ok(null), removeFavourite: ok(null) } })
    const before = rt.store.log().length
    await rt.run(setFavourite(game, true))
    expect(rt.store.log().slice(before)).toEqual([
      { _tag: "FavouriteChangeRequested", nodeId: "555", favourite: true },
      { _tag: "FavouriteAdded", value: null },
    ])
    expect(rt.requests[0]?.body).toEqual(game)
    expect(rt.store.state().catalogue.favouriteIds).toEqual(["555"])
    expect(rt.session.get("favGames")).toBe('["555"]')
    await rt.run(setFavourite(game, false))
    expect(rt.called()).toEqual(["addFavourite", "removeFavourite"])
    expect(rt.store.state().catalogue.favouriteIds).toEqual([])
    expect(rt.session.get("favGames")).toBe("[]")
  })
  it("leaves the ids as they were when the platform refuses", async () => {
    const rt = makeTestRuntime({
      store: memberStore(),
      answers: { addFavourite: refused(400, "fav.limit", "Too many") },
    })
    const exit = await rt.run(setFavourite(game, true))
    expect(exit._tag).toBe("Failure")
    expect(rt.store.state().catalogue).toMatchObject({ favouriteIds: [], pendingFavourites: [] })
    expect(rt.session.has("favGames")).toBe(false)
  })
  it("sends a visitor to the login popup", async () => {
    const rt = makeTestRuntime()
    const exit = await rt.run(setFavourite(game, true))
    expect(exit).toMatchObject({ _tag: "Success", value: false })
    expect(rt.tags()).toEqual(["ModalOpened"])
    expect(rt.called()).toEqual([])
  })
})
