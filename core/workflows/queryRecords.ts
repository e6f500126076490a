/**
 * Queries one of the member's record lists (spec section 2 member centre: betting record, account record, personal
 * profit, bonus details, redeem history; spec section 7 `ODSFE2_MemTransDet` for the points account's transactions)
 * with a filter: a date preset or custom range, type, vendor, status, page. The resolved filter is recorded
 * (`RecordsQueried`) so the answer fills the right list and a replay shows the same filter.
 */
import * as Effect from "effect/Effect"
import { points } from "../contract/api/points.ts"
import { wallet } from "../contract/api/wallet.ts"
import { timesOf } from "../model/DateRange.ts"
import { excludedPointsTxType, pointsAccountTypeId, type RecordFilter, type RecordKind } from "../model/Records.ts"
import { emit } from "../store/EventLog.ts"
import { type Caller, call } from "./call.ts"
import { requireRealMember } from "./guard.ts"
import { chosen, type FilterInput, resolveFilter } from "./resolveFilter.ts"

/**
 * The call of a record list for a filter and a page: which endpoint, and the filter as that endpoint's request. The
 * list shown (`queryRecords`) and the CSV export (`exportRecords`) both ask through this one mapping.
 */
export const recordListCall = <R>(
  kind: RecordKind,
  f: RecordFilter,
  paging: { readonly page: number; readonly size: number },
  call: Caller<R>,
) => {
  const range = { startDate: f.startDate, endDate: f.endDate }
  switch (kind) {
    case "betting":
      return call(wallet.bettingRecords, {
        ...range,
        ...paging,
        ...chosen("vendor", f.vendor),
        ...chosen("gameType", f.type),
        ...chosen("status", f.status),
      })
    case "account":
      return call(wallet.accountRecords, { ...range, ...paging, ...chosen("type", f.type) })
    case "profit":
      return call(wallet.personalProfit, { ...range, ...chosen("vendor", f.vendor) })
    case "bonus":
      return call(wallet.bonusDetails, { ...range, ...paging, ...chosen("type", f.type) })
    case "redeem":
      return call(points.redeemPointList, { ...range, ...paging, ...chosen("status", f.status) })
    case "transactions":
      return call(points.memberTransactions, {
        ...timesOf(f),
        accountTypeId: pointsAccountTypeId,
        excludeTxTypeIds: excludedPointsTxType,
        ...paging,
        ...chosen("subordinateName", f.account),
      })
  }
}

/** Resolves the filter, records it, and loads that page of the list. */
export const queryRecords = (kind: RecordKind, input: FilterInput) =>
  Effect.gen(function* () {
    yield* requireRealMember("records")
    const filter = yield* resolveFilter(input)
    yield* emit({ _tag: "RecordsQueried", kind, filter })
    yield* recordListCall(kind, filter, { page: filter.page, size: filter.size }, call)
    return filter
  })
