import { describe, expect, it } from "vitest"
import { winnerRows } from "./winnerRows.ts"

describe("winnerRows", () => {
  it("ranks the wins from 1 with two decimals and thousands separators", () => {
    const rows = winnerRows([
      { recordId: "9", customerName: "pl***01", winAmount: 123456750, gameName: "Neon Tiger", vendor: "PT" },
      { customerName: null, winAmount: null, gameId: "MG-002" },
    ])
    expect(rows).toEqual([
      { key: "9", rank: 1, name: "pl***01", game: "Neon Tiger", vendor: "PT", amount: "1,234,567.50" },
      { key: "1", rank: 2, name: "***", game: "MG-002", vendor: "", amount: "0.00" },
    ])
  })
})
