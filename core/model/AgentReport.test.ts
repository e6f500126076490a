import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Downlines, Income, TeamOverview } from "./AgentReport.ts"

describe("AgentReport", () => {
  it("decodes the team overview, counts as strings or numbers", () => {
    expect(
      Schema.decodeUnknownSync(TeamOverview)({
        teamSize: "12",
        activeMembers: 5,
        depositAmount: "1500.5",
        profitLoss: -20,
      }),
    ).toEqual({ teamSize: 12, activeMembers: 5, depositAmount: 150050, profitLoss: -2000 })
  })
  it("decodes downlines and income with its period type", () => {
    expect(
      Schema.decodeUnknownSync(Downlines)({ list: [{ account: "bob", type: "1", balance: 10 }], totalPages: 1 })
        .list?.[0],
    ).toMatchObject({ account: "bob", type: 1, balance: 1000 })
    expect(
      Schema.decodeUnknownSync(Income)({ list: [{ type: "DIVIDEND", periodType: "H", amount: 99.99 }] }).list?.[0],
    ).toMatchObject({ periodType: "H", amount: 9999 })
    expect(() => Schema.decodeUnknownSync(Income)({ list: [{ periodType: "Y", amount: 1 }] })).toThrow()
  })
})
