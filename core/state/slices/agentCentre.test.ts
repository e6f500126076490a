import { describe, expect, it } from "vitest"
import type { RecordFilter } from "../../model/Records.ts"
import { memberState } from "../../workflows/memberTestKit.ts"
import { reduce, replay } from "../State.ts"
import { initialAgentCentre } from "./agentCentre.ts"

const filter: RecordFilter = { preset: "today", startDate: "2024-03-02", endDate: "2024-03-02", page: 1, size: 10 }

describe("agentCentre slice", () => {
  const agent = memberState({ type: 1 })

  it("opens on agentTeamOverview by default and on a shown page when asked", () => {
    expect(reduce(agent, { _tag: "AgentCentreOpened", page: "agentTeamOverview" }).agentCentre).toMatchObject({
      open: true,
      page: "agentTeamOverview",
    })
    expect(reduce(agent, { _tag: "AgentCentreOpened", page: "agentRevenueReport" }).agentCentre.page).toBe(
      "agentRevenueReport",
    )
  })
  it("falls back to the default for a contract page whose flag is off, and shows it once on", () => {
    expect(reduce(agent, { _tag: "AgentCentreOpened", page: "agentHourSalary" }).agentCentre.page).toBe(
      "agentTeamOverview",
    )
    const flagged = reduce(agent, {
      _tag: "ConsolidatedLoaded",
      value: { contracthoursalinfo: { SPORTS: { agent: [{ status: "V" }] } } },
    })
    expect(reduce(flagged, { _tag: "AgentCentreOpened", page: "agentHourSalary" }).agentCentre.page).toBe(
      "agentHourSalary",
    )
  })
  it("closes with the modal stack's close", () => {
    const open = reduce(agent, { _tag: "AgentCentreOpened", page: "agentTeamOverview" })
    const closed = reduce(open, { _tag: "ModalClosed", modal: "agentCentre" })
    expect(closed.agentCentre.open).toBe(false)
    expect(reduce(closed, { _tag: "ModalClosed", modal: "agentCentre" }).agentCentre).toBe(closed.agentCentre)
    expect(reduce(open, { _tag: "ModalClosed", modal: "memberCentre" }).agentCentre).toBe(open.agentCentre)
  })
  it("fills the reports asked for", () => {
    const s = replay(
      [
        { _tag: "AgentReportQueried", report: "teamOverview", filter },
        { _tag: "TeamOverviewLoaded", value: { teamSize: 12 } },
        { _tag: "AgentReportQueried", report: "downlines", filter },
        { _tag: "DownlinesLoaded", value: { list: [{ account: "bob" }], totalPages: 1 } },
        { _tag: "TeamBettingLoaded", value: { list: [{ account: "bob", betAmount: 100 }] } },
        { _tag: "TeamProfitLossLoaded", value: { list: [{ account: "bob" }] } },
        { _tag: "AgentIncomeLoaded", value: { list: [{ amount: 5 }] } },
        { _tag: "DownlineTransactionsLoaded", value: { list: [{ account: "bob", amount: 5 }] } },
      ],
      agent,
    ).agentCentre.reports
    expect(s.teamOverview).toEqual({ filter, overview: { teamSize: 12 }, loading: false, error: undefined })
    expect(s.downlines).toMatchObject({ filter, totalPages: 1, loading: false })
    expect([s.teamBetting, s.profitLoss, s.income, s.transactions].map((r) => r.rows.length)).toEqual([1, 1, 1, 1])
  })
  it("ends a report's loading on its failure", () => {
    const s = replay(
      [
        { _tag: "AgentReportQueried", report: "income", filter },
        { _tag: "CallFailed", endpoint: "agentIncome", status: 500, errorCode: "x", message: "boom", captcha: false },
      ],
      agent,
    ).agentCentre.reports.income
    expect(s).toMatchObject({ loading: false, error: { errorCode: "x", message: "boom" } })
  })
  it("follows a transfer to a downline", () => {
    const s = replay(
      [
        { _tag: "DownlineTransferRequested", key: "d", downline: "bob", amount: 5000 },
        { _tag: "DownlineTransferred", value: { successAmount: 5000 } },
      ],
      agent,
    ).agentCentre.downlineTransfer
    expect(s).toEqual({ inFlight: undefined, done: { downline: "bob", amount: 5000, moved: 5000 }, error: undefined })
  })
  it("resets on logout", () => {
    const open = reduce(agent, { _tag: "AgentCentreOpened", page: "agentTeamOverview" })
    expect(reduce(open, { _tag: "LoggedOut", value: null }).agentCentre).toBe(initialAgentCentre)
  })
})
