/**
 * Gathers every row of a record list under its filter, for the CSV export ("Export any record list as CSV,
 * with the filters applied"): the same date range, type, vendor and status the list shows, every page of it, not
 * only the one on screen. The pages are read through the `Platform` port without answer events, so the list the
 * member is looking at (and the log) stays as it is: an export is a read that changes nothing. A session that ends
 * meanwhile is still recorded (`SessionEnded`), so the portal asks for a login as after any call. Pages of 100 rows
 * (the platform's largest, our choice); at most `maxExportPages` pages, and the answer says when it stopped there.
 */
import * as Effect from "effect/Effect"
import type { PlatformError } from "../events/Failures.ts"
import { totalPagesOf } from "../model/Page.ts"
import type { RecordFilter, RecordKind } from "../model/Records.ts"
import { Platform } from "../ports/Platform.ts"
import type { RecordRow } from "../projections/recordColumns.ts"
import { emit } from "../store/EventLog.ts"
import type { Caller } from "./call.ts"
import { requireRealMember } from "./guard.ts"
import { recordListCall } from "./queryRecords.ts"

/** Calls `endpoint` through the port and records nothing: an export is a read that changes nothing. */
export const quietCall: Caller<Platform> = (endpoint, request, options) =>
  Platform.use((p) => p.call(endpoint, request, options))

/** Rows a page of the export asks for (the platform's largest page). */
export const exportPageSize = 100

/** The most pages an export reads (10,000 rows). */
export const maxExportPages = 100

/** What an export gathered. */
export interface ExportedRows {
  readonly rows: ReadonlyArray<RecordRow>
  /** The range had more rows than an export reads. */
  readonly truncated: boolean
}

interface Listed {
  readonly list?: ReadonlyArray<RecordRow> | null | undefined
  readonly totalPages?: number | null | undefined
}

/** One page of a list under the filter, read without events. */
const pageOf = (kind: RecordKind, f: RecordFilter, page: number): Effect.Effect<Listed, PlatformError, Platform> =>
  recordListCall(kind, f, { page, size: exportPageSize }, quietCall)

/** Every row of the list under `filter` (its page and size are ignored: the export reads them all). */
export const exportRecords = (kind: RecordKind, filter: RecordFilter) =>
  Effect.gen(function* () {
    yield* requireRealMember("records")
    const rows: Array<RecordRow> = []
    let page = 1
    let pages = 1
    while (page <= pages && page <= maxExportPages) {
      const answer = yield* pageOf(kind, filter, page)
      rows.push(...(answer.list ?? []))
      // The personal profit answers every row at once, whatever it is asked.
      pages = kind === "profit" ? 1 : totalPagesOf(answer)
      page++
    }
    return { rows, truncated: pages > maxExportPages } satisfies ExportedRows
  }).pipe(Effect.tapError((e) => (e._tag === "SessionEnded" ? emit(e) : Effect.void)))
