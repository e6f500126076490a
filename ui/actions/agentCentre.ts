/**
 * The agent centre's actions (spec sections 2 and 4): move between its pages, close it, and query one of its reports
 * (core resolves the date preset on today's date in GMT+8, records the filter and keeps the rows in
 * `state.agentCentre.reports`). Only the agent centre imports this file, so its workflows load with that area (scripts/chunkRule.ts).
 */
import type { AgentCentrePage } from "../../core/model/AgentCentrePage.ts"
import type { AgentReportKind } from "../../core/model/AgentReport.ts"
import type { RecordFilter } from "../../core/model/Records.ts"
import type { AgentListKind } from "../../core/projections/agentReportColumns.ts"
import type { CsvLabels } from "../../core/projections/recordsCsv.ts"
import * as RecordsCsv from "../../core/projections/recordsCsv.ts"
import * as ExportAgentReport from "../../core/workflows/exportAgentReport.ts"
import * as QueryAgentReport from "../../core/workflows/queryAgentReport.ts"
import type { FilterInput } from "../../core/workflows/resolveFilter.ts"
import { attempt, dispatch, run } from "../app/runtime.ts"
import { type ExportOutcome, exportCsv } from "./records.ts"

/** Shows another page (core falls back to the team overview for a page the agent may not see). */
export const selectAgentPage = (page: AgentCentrePage): void => dispatch({ _tag: "AgentCentrePageSelected", page })

/** Closes the agent centre. */
export const closeAgentCentre = (): void => dispatch({ _tag: "ModalClosed", modal: "agentCentre" })

/** Loads one page of a report under a filter. */
export const queryAgentReport = async (report: AgentReportKind, input: FilterInput): Promise<void> => {
  await run(QueryAgentReport.queryAgentReport(report, input))
}

/** Exports every row of a report under `filter` as CSV, headed by the interface's labels, as the records do. */
export const exportAgentReport = (
  report: AgentListKind,
  filter: RecordFilter,
  labels: CsvLabels,
): Promise<ExportOutcome> =>
  exportCsv(
    attempt(ExportAgentReport.exportAgentReport(report, filter)),
    `agent-${report}_${filter.startDate}_${filter.endDate}.csv`,
    (rows) => RecordsCsv.agentReportCsv(report, rows, labels),
  )
