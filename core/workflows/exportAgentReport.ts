/**
 * Gathers every row of an agent report under its filter, for the CSV export the member centre's records have (spec
 * section 2: the agent centre's lists, filtered): every page, not only the one on screen, read through the
 * `Platform` port without answer events, so the list on screen (and the log) stays as it is. Pages of the export's
 * size, at most `maxExportPages` of them; the answer says when it stopped there. Only agents.
 */
import * as Effect from "effect/Effect"
import { totalPagesOf } from "../model/Page.ts"
import type { RecordFilter } from "../model/Records.ts"
import { agentCentreRefusal } from "../permissions/agentCentre.ts"
import type { AgentListKind, AgentRow } from "../projections/agentReportColumns.ts"
import { emit, state } from "../store/EventLog.ts"
import { exportPageSize, maxExportPages, quietCall } from "./exportRecords.ts"
import { refuseCentre } from "./guard.ts"
import { agentReportCall } from "./queryAgentReport.ts"

interface Listed {
  readonly list?: ReadonlyArray<AgentRow> | null | undefined
  readonly totalPages?: number | null | undefined
}

/** What an export gathered: the rows, and whether the range had more than an export reads. */
export interface ExportedAgentRows {
  readonly rows: ReadonlyArray<AgentRow>
  readonly truncated: boolean
}

/** Every row of the report under `filter` (its page and size are ignored: the export reads them all). */
export const exportAgentReport = (report: AgentListKind, filter: RecordFilter) =>
  Effect.gen(function* () {
    const refusal = agentCentreRefusal(yield* state)
    if (refusal !== undefined) return yield* refuseCentre("agentReport", refusal)
    const rows: Array<AgentRow> = []
    let page = 1
    let pages = 1
    while (page <= pages && page <= maxExportPages) {
      // Every list kind answers a page of its rows (only the team overview, not a list, answers figures).
      const answer = (yield* agentReportCall(report, { ...filter, page, size: exportPageSize }, quietCall)) as Listed
      rows.push(...(answer.list ?? []))
      pages = totalPagesOf(answer)
      page++
    }
    return { rows, truncated: pages > maxExportPages } satisfies ExportedAgentRows
  }).pipe(Effect.tapError((e) => (e._tag === "SessionEnded" ? emit(e) : Effect.void)))
