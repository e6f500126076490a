import { describe, expect, it } from "vitest"
import { gameListWire } from "../workflows/memberTestKit.ts"
import { gameListRequest, sameList } from "./GamesQuery.ts"

describe("GamesQuery", () => {
  const q = { vassalage: "PT", gameType: "RNG", pageNo: 1, pageSize: 30 }
  it("builds the game list request with the fixed fields", () => {
    expect(gameListRequest(q, "wic11f3", "EN")).toEqual(gameListWire(30))
  })
  it("tells pages of the same list from another list", () => {
    expect(sameList(q, { ...q, pageNo: 3 })).toBe(true)
    expect(sameList(q, { ...q, gameName: "" })).toBe(true)
    expect(sameList(q, { ...q, gameName: "blue" })).toBe(false)
    expect(sameList(q, { ...q, vassalage: "MG" })).toBe(false)
  })
})
