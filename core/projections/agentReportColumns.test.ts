import { describe, expect, it } from "vitest"
import { agentCellOf, agentReportColumns } from "./agentReportColumns.ts"

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
})
