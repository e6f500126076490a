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
import { call } from "./call.ts"
import { requireRealMember } from "./guard.ts"
import { type FilterInput, resolveFilter } from "./resolveFilter.ts"

const some = <K extends string>(key: K, value: string | undefined) =>
  (value === undefined ? {} : { [key]: value }) as { readonly [P in K]?: string }

/** The call of a record list for a resolved filter. */
const listCall = (kind: RecordKind, f: RecordFilter) => {
  const range = { startDate: f.startDate, endDate: f.endDate }
  const paging = { page: f.page, size: f.size }
  switch (kind) {
    case "betting":
      return call(wallet.bettingRecords, {
        ...range,
        ...paging,
        ...some("vendor", f.vendor),
        ...some("gameType", f.type),
        ...some("status", f.status),
      })
    case "account":
      return call(wallet.accountRecords, { ...range, ...paging, ...some("type", f.type) })
    case "profit":
      return call(wallet.personalProfit, { ...range, ...some("vendor", f.vendor) })
    case "bonus":
      return call(wallet.bonusDetails, { ...range, ...paging, ...some("type", f.type) })
    case "redeem":
      return call(points.redeemPointList, { ...range, ...paging, ...some("status", f.status) })
    case "transactions":
      return call(points.memberTransactions, {
        ...timesOf(f),
        accountTypeId: pointsAccountTypeId,
        excludeTxTypeIds: excludedPointsTxType,
        ...paging,
        ...some("subordinateName", f.account),
      })
  }
}

/** Resolves the filter, records it, and loads that page of the list. */
export const queryRecords = (kind: RecordKind, input: FilterInput) =>
  Effect.gen(function* () {
    yield* requireRealMember("records")
    const filter = yield* resolveFilter(input)
    yield* emit({ _tag: "RecordsQueried", kind, filter })
    yield* listCall(kind, filter)
    return filter
  })
