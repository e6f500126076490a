import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { topWins, WinnerBoard, winnerBoardRequest } from "./WinnerBoard.ts"

describe("WinnerBoard", () => {
  const decode = Schema.decodeUnknownSync(WinnerBoard)
  it("decodes list[].vo with amounts as numbers or text, in minor units", () => {
    const b = decode({
      list: [
        { vo: { recordId: 1, customerName: "al***", winAmount: 1200.5, gameId: 7, nodeId: 9, vendor: "PT" } },
        { vo: { recordId: 2, customerName: "bo***", winAmount: "98000.00" } },
      ],
    })
    expect(b.list.map((e) => e.vo.winAmount)).toEqual([120050, 9800000])
    expect(b.list[0]?.vo.recordId).toBe("1")
  })
  it("shows the 10 largest wins, largest first, ties in the order sent", () => {
    const list = Array.from({ length: 20 }, (_, i) => ({ vo: { recordId: i, winAmount: (i % 7) * 10 } }))
    const top = topWins(decode({ list }))
    expect(top).toHaveLength(10)
    expect(top.map((v) => v.winAmount)).toEqual([6000, 6000, 5000, 5000, 5000, 4000, 4000, 4000, 3000, 3000])
    expect(top.slice(0, 2).map((v) => v.recordId)).toEqual(["6", "13"])
  })
  it("counts a missing amount as 0", () => {
    expect(topWins(decode({ list: [{ vo: {} }, { vo: { winAmount: 1 } }] }))[0]?.winAmount).toBe(100)
  })
  it("asks for every category, 20 records", () => {
    expect(winnerBoardRequest("EN")).toEqual({ gameCategory: "ALL", language: "EN", limitNum: 20 })
  })
})
