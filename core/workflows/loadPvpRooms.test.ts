import { describe, expect, it } from "vitest"
import { loadPvpRooms } from "./loadPvpRooms.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

describe("loadPvpRooms", () => {
  it("loads a vendor's rooms", async () => {
    const rt = makeTestRuntime({ answers: { pvpRooms: ok({ list: [{ roomId: 12, roomName: "Hall", minBet: 1 }] }) } })
    const exit = await rt.run(loadPvpRooms("EN", "KY"))
    expect(exit).toMatchObject({ _tag: "Success", value: [{ roomId: "12", roomName: "Hall", minBet: 100 }] })
    expect(rt.requests[0]?.body).toEqual({ language: "EN", vassalage: "KY" })
    expect(rt.tags()).toEqual(["PvpRoomsLoaded"])
    expect(rt.store.state().catalogue.pvpRooms).toHaveLength(1)
  })
  it("turns an ended session into SessionEnded", async () => {
    const rt = makeTestRuntime({ answers: { pvpRooms: { status: 401, body: { success: false, message: "expired" } } } })
    await rt.run(loadPvpRooms("EN"))
    expect(rt.tags()).toEqual(["SessionEnded"])
  })
})
