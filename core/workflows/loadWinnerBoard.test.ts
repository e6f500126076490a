import { describe, expect, it } from "vitest"
import { loadWinnerBoard } from "./loadWinnerBoard.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

describe("loadWinnerBoard", () => {
  it("asks for 20 records of every category and keeps the top 10", async () => {
    const list = Array.from({ length: 20 }, (_, i) => ({
      vo: { recordId: i, customerName: `p${i}`, winAmount: `${i}.50` },
    }))
    const rt = makeTestRuntime({ answers: { winnerBoard: ok({ list }) } })
    const exit = await rt.run(loadWinnerBoard("EN"))
    expect(rt.requests[0]?.body).toEqual({ gameCategory: "ALL", language: "EN", limitNum: 20 })
    expect(rt.tags()).toEqual(["WinnerBoardLoaded"])
    const winners = rt.store.state().content.winners
    expect(winners.map((w) => w.winAmount)).toEqual([1950, 1850, 1750, 1650, 1550, 1450, 1350, 1250, 1150, 1050])
    expect(exit).toMatchObject({ _tag: "Success" })
  })
})
