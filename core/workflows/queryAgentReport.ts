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
import { type Caller, call } from "./call.ts"
import { refuseCentre } from "./guard.ts"
import { chosen, type FilterInput, resolveFilter } from "./resolveFilter.ts"

/** Asks one page of a report under the filter, through `via`: `call`, or quietly (an export, which changes nothing). */
export const agentReportCall = <R>(report: AgentReportKind, f: RecordFilter, via: Caller<R>) => {
  const range = { startDate: f.startDate, endDate: f.endDate }
  const paging = { page: f.page, size: f.size }
  const account = chosen("account", f.account)
  switch (report) {
    case "teamOverview":
      return via(agent.teamOverview, range)
    case "downlines":
      return via(agent.downlines, { ...paging, ...account })
    case "teamBetting":
      return via(agent.teamBetting, { ...range, ...paging, ...account, ...chosen("vendor", f.vendor) })
    case "profitLoss":
      return via(agent.teamProfitLoss, { ...range, ...paging, ...account })
    case "income":
      return via(agent.agentIncome, { ...range, ...paging, ...account, ...chosen("type", f.type) })
    case "transactions":
      return via(agent.downlineTransactions, { ...range, ...paging, ...account, ...chosen("type", f.type) })
  }
}

/** Resolves the filter, records it, and loads the report. */
export const queryAgentReport = (report: AgentReportKind, input: FilterInput) =>
  Effect.gen(function* () {
    const refusal = agentCentreRefusal(yield* state)
    if (refusal !== undefined) return yield* refuseCentre("agentReport", refusal)
    const filter = yield* resolveFilter(input)
    yield* emit({ _tag: "AgentReportQueried", report, filter })
    yield* agentReportCall(report, filter, call)
    return filter
  })
