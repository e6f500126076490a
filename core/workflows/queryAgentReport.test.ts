import { describe, expect, it } from "vitest"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { queryAgentReport } from "./queryAgentReport.ts"
import { ok } from "./testRuntime.ts"

const now = Date.UTC(2024, 2, 1, 17, 30)
const page = ok({ list: [], totalPages: 0 })

describe("queryAgentReport", () => {
  it("records the filter and fills the team overview", async () => {
    const rt = memberRuntime(memberState({ type: 1 }), { now, answers: { teamOverview: ok({ teamSize: "12" }) } })
    await rt.run(queryAgentReport("teamOverview", { preset: "previous30" }))
    expect(rt.requests[0]?.body).toEqual({ startDate: "2024-02-02", endDate: "2024-03-02" })
    expect(rt.store.state().agentCentre.reports.teamOverview).toMatchObject({
      filter: { preset: "previous30" },
      overview: { teamSize: 12 },
      loading: false,
    })
  })
  it("sends each report's own call with the downline's account", async () => {
    const rt = memberRuntime(memberState({ type: 41 }), {
      now,
      answers: {
        downlines: page,
        teamBetting: page,
        teamProfitLoss: page,
        agentIncome: page,
        downlineTransactions: page,
      },
    })
    for (const report of ["downlines", "teamBetting", "profitLoss", "income", "transactions"] as const) {
      await rt.run(queryAgentReport(report, { preset: "today", account: "bob" }))
    }
    expect(rt.called()).toEqual(["downlines", "teamBetting", "teamProfitLoss", "agentIncome", "downlineTransactions"])
    expect(rt.requests[0]?.body).toEqual({ page: 1, size: 10, account: "bob" })
    expect(rt.requests[2]?.body).toEqual({
      startDate: "2024-03-02",
      endDate: "2024-03-02",
      page: 1,
      size: 10,
      account: "bob",
    })
  })
  it("warns a member who is not an agent", async () => {
    const rt = memberRuntime(memberState(), { now })
    await rt.run(queryAgentReport("downlines", { preset: "today" }))
    expect(rt.called()).toEqual([])
    expect(rt.tags()).toEqual(["DialogShown"])
  })
})
