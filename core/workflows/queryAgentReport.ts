/**
 * Queries one of the agent centre's reports (spec section 1: team overview, downline management, betting and
 * profit/loss reports, income, transaction details; our calls) with a filter: a date preset or custom range, a
 * downline's account, type or vendor, page. Only agents. The resolved filter is recorded (`AgentReportQueried`).
 */
import * as Effect from "effect/Effect"
import { agent } from "../contract/api/agent.ts"
import type { AgentReportKind } from "../model/AgentReport.ts"
import type { RecordFilter } from "../model/Records.ts"
import { agentCentreRefusal } from "../permissions/agentCentre.ts"
import { emit, state } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { refuseCentre } from "./guard.ts"
import { type FilterInput, resolveFilter } from "./resolveFilter.ts"

const some = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: value }) as { readonly [P in K]?: string }

const reportCall = (report: AgentReportKind, f: RecordFilter) => {
  const range = { startDate: f.startDate, endDate: f.endDate }
  const paging = { page: f.page, size: f.size }
  const account = some("account", f.account)
  switch (report) {
    case "teamOverview":
      return call(agent.teamOverview, range)
    case "downlines":
      return call(agent.downlines, { ...paging, ...account })
    case "teamBetting":
      return call(agent.teamBetting, { ...range, ...paging, ...account, ...some("vendor", f.vendor) })
    case "profitLoss":
      return call(agent.teamProfitLoss, { ...range, ...paging, ...account })
    case "income":
      return call(agent.agentIncome, { ...range, ...paging, ...account, ...some("type", f.type) })
    case "transactions":
      return call(agent.downlineTransactions, { ...range, ...paging, ...account, ...some("type", f.type) })
  }
}

/** Resolves the filter, records it, and loads the report. */
export const queryAgentReport = (report: AgentReportKind, input: FilterInput) =>
  Effect.gen(function* () {
    const refusal = agentCentreRefusal(yield* state)
    if (refusal !== undefined) return yield* refuseCentre("agentReport", refusal)
    const filter = yield* resolveFilter(input)
    yield* emit({ _tag: "AgentReportQueried", report, filter })
    yield* reportCall(report, filter)
    return filter
  })
