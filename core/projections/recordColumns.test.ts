import { describe, expect, it } from "vitest"
import { agentReportColumns } from "./agentReportColumns.ts"
import { cellOf, type RecordColumn, recordColumns, recordTimeText } from "./recordColumns.ts"

describe("recordColumns", () => {
  it("gives every list exactly one primary column and unique ids", () => {
    for (const columns of Object.values(recordColumns)) {
      expect(columns.filter((c) => c.primary === true)).toHaveLength(1)
      expect(new Set(columns.map((c) => c.id)).size).toBe(columns.length)
    }
  })

  it("reads a row's values, missing ones as undefined", () => {
    const [time, type, amount, balance] = recordColumns.account
    const row = { type: "DEPOSIT", amount: 5000, balance: null }
    expect([time, type, amount, balance].map((c) => c && cellOf(c, row))).toEqual([
      undefined,
      "DEPOSIT",
      5000,
      undefined,
    ])
  })

  it("sums the betting record's money columns to the range's totals", () => {
    expect(recordColumns.betting.flatMap((c) => (c.total === undefined ? [] : [c.total]))).toEqual([
      "betAmount",
      "validBet",
      "winLoss",
    ])
  })

  it("shows play over a range alike in the personal profit and the agent's profit and loss, each summing to its total", () => {
    const shown = (columns: ReadonlyArray<RecordColumn>) =>
      columns.map((c) => [c.id, c.format, c.total ?? "", c.signed === true ? "signed" : ""])
    const play = [
      ["betAmount", "amount", "betAmount", ""],
      ["validBet", "amount", "validBet", ""],
      ["winLoss", "amount", "winLoss", "signed"],
      ["bonus", "amount", "bonus", ""],
      ["rebate", "amount", "rebate", ""],
    ]
    expect(shown(recordColumns.profit)).toEqual([
      ["gameType", "code", "", ""],
      ["vendor", "text", "", ""],
      ...play,
      ["profit", "amount", "profit", "signed"],
    ])
    expect(shown(agentReportColumns.profitLoss)).toEqual([
      ["account", "text", "", ""],
      ["depositAmount", "amount", "", ""],
      ["withdrawalAmount", "amount", "", ""],
      ...play,
      ["profitLoss", "amount", "profit", "signed"],
    ])
    const row = { betAmount: 100, validBet: null, winLoss: -5, bonus: 1, rebate: 2 }
    expect(recordColumns.profit.slice(2, 7).map((c) => cellOf(c, row))).toEqual([100, undefined, -5, 1, 2])
  })

  it("reads a redeem status from the wire's letter", () => {
    const status = recordColumns.redeem.find((c) => c.id === "redeemStatus")
    expect(status && cellOf(status, { status: "R" })).toBe("rejected")
    expect(status && cellOf(status, { status: "X" })).toBe("X")
  })
})

describe("recordTimeText", () => {
  it("keeps the platform's text and shows epoch milliseconds in GMT+8", () => {
    expect(recordTimeText(" 2026-01-15 10:00:00 ")).toBe("2026-01-15 10:00:00")
    expect(recordTimeText(Date.UTC(2026, 0, 15, 16, 30, 5))).toBe("2026-01-16 00:30:05")
    expect(recordTimeText(undefined)).toBe("")
  })
})
