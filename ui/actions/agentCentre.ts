/**
 * The agent centre's actions (spec sections 2 and 4): move between its pages, close it, and query one of its reports
 * (core resolves the date preset on today's date in GMT+8, records the filter and keeps the rows in
 * `state.agentCentre.reports`). The report workflow is loaded on demand, so the first paint never carries it.
 */
import type { AgentCentrePage } from "../../core/model/AgentCentrePage.ts"
import type { AgentReportKind } from "../../core/model/AgentReport.ts"
import type { FilterInput } from "../../core/workflows/resolveFilter.ts"
import { dispatch, run } from "../app/runtime.ts"

/** Shows another page (core falls back to the team overview for a page the agent may not see). */
export const selectAgentPage = (page: AgentCentrePage): void => dispatch({ _tag: "AgentCentrePageSelected", page })

/** Closes the agent centre. */
export const closeAgentCentre = (): void => dispatch({ _tag: "ModalClosed", modal: "agentCentre" })

/** Loads one page of a report under a filter. */
export const queryAgentReport = async (report: AgentReportKind, input: FilterInput): Promise<void> => {
  const m = await import("../../core/workflows/queryAgentReport.ts")
  await run(m.queryAgentReport(report, input))
}
