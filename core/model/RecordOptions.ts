/**
 * What each record list of the member centre can be filtered by (spec section 2: "filters by type, vendor and
 * status") and the codes of each filter, in the platform's style. The codes are our choice where the spec is silent
 * (the reference platform, sandbox/money, answers them): account record types, bonus types, betting results, redeem
 * statuses (spec section 4: in process, rejected, approved). Vendors come from the catalogue, game types are the
 * categories of spec section 3.
 */
import { gameCategories } from "./GameCategory.ts"
import { redeemStatusOf } from "./PointsMall.ts"
import type { RecordKind } from "./Records.ts"

/** A filter a list offers. */
export type RecordFilterField = "type" | "vendor" | "status"

/** A fixed choice: the value sent, and the code the interface labels it by (a column's code, `<column>_<code>`). */
export interface RecordChoice {
  readonly value: string
  readonly code: string
}

/**
 * Where a filter's choices come from: fixed codes labelled as the codes of a column (`column`), or the vendors of the
 * catalogue. Either way the filter is labelled by its column.
 */
export type RecordChoices =
  | { readonly _tag: "Codes"; readonly column: string; readonly choices: ReadonlyArray<RecordChoice> }
  | { readonly _tag: "Vendors"; readonly column: "vendor" }

const codes = (column: string, list: ReadonlyArray<string>, codeOf = (v: string) => v): RecordChoices => ({
  _tag: "Codes",
  column,
  choices: list.map((value) => ({ value, code: codeOf(value) })),
})

const vendors: RecordChoices = { _tag: "Vendors", column: "vendor" }

/** Account record types (every movement of the member's wallets). */
export const accountRecordTypes = [
  "DEPOSIT",
  "WITHDRAWAL",
  "TRANSFER",
  "BET",
  "WIN",
  "BONUS",
  "AGENT_TRANSFER",
  "COMMISSION",
  "POINTS",
  "ADJUSTMENT",
] as const
export type AccountRecordType = (typeof accountRecordTypes)[number]

/** Bonus types of the bonus details. */
export const bonusTypes = ["PROMOTION", "RAFFLE", "MISSION", "POINTS", "TRIAL"] as const
export type BonusType = (typeof bonusTypes)[number]

/** Results of a settled bet. */
export const betResults = ["WIN", "LOSE", "TIE"] as const

/** Redeem statuses on the wire: P in process, A approved, R rejected (spec section 4). */
export const redeemStatusCodes = ["P", "A", "R"] as const

/** The filters of each list, in the order the filter bar shows them. */
export const recordFilters: Readonly<Record<RecordKind, Partial<Record<RecordFilterField, RecordChoices>>>> = {
  betting: { type: codes("gameType", gameCategories), vendor: vendors, status: codes("result", betResults) },
  account: { type: codes("recordType", accountRecordTypes) },
  profit: { vendor: vendors },
  bonus: { type: codes("bonusType", bonusTypes) },
  // Labelled as the redeem history's status column reads the wire's letters.
  redeem: { status: codes("redeemStatus", redeemStatusCodes, (v) => redeemStatusOf(v) ?? v) },
  transactions: {},
}

/** True when the list pages its rows (the personal profit answers every row of the range at once). */
export const isPaged = (kind: RecordKind): boolean => kind !== "profit"
