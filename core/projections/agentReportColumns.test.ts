import { describe, expect, it } from "vitest"
import { agentCellOf, agentNoteOf, agentReportColumns, incomeStatusTotals } from "./agentReportColumns.ts"

describe("agent report columns", () => {
  it("read each list's row, minor units as sent", () => {
    const bet = { account: "m1", betAmount: 123_450, validBet: null, winLoss: -500, gameName: "Fruit" }
    const cells = agentReportColumns.teamBetting.map((c) => agentCellOf(c, bet))
    expect(cells).toEqual([undefined, "m1", "Fruit", undefined, 123_450, undefined, -500])
  })

  it("show the transaction's type name before its code, and the downline's type as a code", () => {
    const [, , type] = agentReportColumns.transactions
    expect(type && agentCellOf(type, { account: "a", amount: 1, type: "DEP", typeName: "Deposit" })).toBe("Deposit")
    expect(type && agentCellOf(type, { account: "a", amount: 1, type: "DEP" })).toBe("DEP")
    const memberType = agentReportColumns.downlines.find((c) => c.id === "memberType")
    expect(memberType && agentCellOf(memberType, { account: "a", type: 41 })).toBe("41")
  })

  it("give every list one primary column and sum only amounts", () => {
    for (const columns of Object.values(agentReportColumns)) {
      expect(columns.filter((c) => c.primary)).toHaveLength(1)
      for (const c of columns) if (c.total !== undefined) expect(c.format).toBe("amount")
    }
  })

  it("give every income row its period type, from its contract type when the platform sends none", () => {
    const periodType = agentReportColumns.income.find((c) => c.id === "periodType")!
    const row = (type: string, periodType?: "D" | "W" | "H" | "M") => ({ type, amount: 1, periodType })
    // Spec section 1: daily and hourly salaries, real-time salary settled every 5 minutes; a dividend by its period.
    expect(agentCellOf(periodType, row("DAILY_SALARY"))).toBe("D")
    expect(agentCellOf(periodType, row("HOUR_SALARY"))).toBe("HOUR")
    expect(agentCellOf(periodType, row("REALTIME_SALARY"))).toBe("5M")
    expect(agentCellOf(periodType, row("DIVIDEND", "W"))).toBe("W")
    expect(agentCellOf(periodType, row("DIVIDEND"))).toBeUndefined()
  })

  it("write an income period's days in the brand's format", () => {
    const period = agentReportColumns.income.find((c) => c.id === "period")!
    expect(agentCellOf(period, { type: "DIVIDEND", amount: 1, period: "2026-11-16~2026-11-30" })).toBe(
      "16/11/2026~30/11/2026",
    )
    expect(agentCellOf(period, { type: "HOUR_SALARY", amount: 1, period: "2026-11-29 14:00" })).toBe("29/11/2026 14:00")
  })

  it("note a held income's reason on its status, and nothing on other rows", () => {
    const status = agentReportColumns.income.find((c) => c.id === "status")!
    const row = { type: "DIVIDEND", amount: 100, status: "HELD", reason: " upline wallet short " }
    expect(agentNoteOf(status, row)).toBe("upline wallet short")
    expect(agentNoteOf(status, { ...row, status: "PAID" })).toBeUndefined()
    expect(agentNoteOf(status, { ...row, reason: " " })).toBeUndefined()
  })

  it("list the income by status in the order shown, none when the platform sent none", () => {
    expect(incomeStatusTotals({ pending: 1, paid: 2, held: 3 })).toEqual([
      { status: "PENDING", amount: 1 },
      { status: "PAID", amount: 2 },
      { status: "HELD", amount: 3 },
    ])
    expect(incomeStatusTotals(null)).toBeUndefined()
  })
})
