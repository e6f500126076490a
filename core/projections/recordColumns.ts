/**
 * The columns of each record list of the member centre (spec section 2: betting record, account record, personal
 * profit, bonus details, redeem history; the points transactions), as data: what each column reads from a row, how
 * its value is shown (text, an amount of minor units, a time, a count, or a code the interface translates) and which
 * total of the range it sums to. The table, its cards on a phone and the CSV export all read this one list, so they
 * never disagree on what a record holds.
 */
import { zoneOffsetMs } from "../model/DateRange.ts"
import { type RedeemRecord, redeemStatusOf } from "../model/PointsMall.ts"
import type {
  AccountRecord,
  BetRecord,
  BonusRow,
  MemberTransaction,
  PlayTotals,
  ProfitRow,
  RecordKind,
  RecordTotals,
} from "../model/Records.ts"
import type { WireTime } from "../model/WireTime.ts"

/** How a column's value is shown. */
export type CellFormat = "text" | "amount" | "time" | "count" | "code"

/** A cell's value: text, minor units, a count, or nothing. */
export type CellValue = string | number | undefined

/** One column of a list. */
export interface RecordColumn {
  /** The column's id (its message key is `col_<id>`; a code's is `<id>_<code>`). */
  readonly id: string
  readonly format: CellFormat
  readonly value: (row: never) => CellValue
  /** The total of the range this column sums to. */
  readonly total?: keyof RecordTotals
  /** The column says what the row is (the card's title on a phone). */
  readonly primary?: boolean
  /** An amount whose sign means something (a win or a loss, money in or out), shown in colour. */
  readonly signed?: boolean
  /** What the cell adds to its value, as the platform words it (a held income's reason); none when absent. */
  readonly note?: (row: never) => string | undefined
}

/** A row of any list. */
export type RecordRow = BetRecord | AccountRecord | ProfitRow | BonusRow | RedeemRecord | MemberTransaction

/** A column of rows of type `R` (the member's lists here, the agent's reports in agentReportColumns.ts). */
export const col = <R>(
  id: string,
  format: CellFormat,
  value: (row: R) => CellValue,
  extra: {
    readonly total?: keyof RecordTotals
    readonly primary?: boolean
    readonly signed?: boolean
    readonly note?: (row: R) => string | undefined
  } = {},
): RecordColumn => ({ id, format, value: value as (row: never) => CellValue, ...extra })

/** A value the platform may send as null, as a cell reads it. */
export const opt = <A>(v: A | null | undefined): A | undefined => v ?? undefined

/** A row of play over a range (model/Records.ts `PlayTotals`). */
type PlayRow = { readonly [K in keyof typeof PlayTotals]?: number | null | undefined }

/** The columns of play over a range, each summing to its total: stakes, valid bets, the result, what was paid back. */
export const playColumns = <R extends PlayRow>(): ReadonlyArray<RecordColumn> => [
  col<R>("betAmount", "amount", (r) => opt(r.betAmount), { total: "betAmount" }),
  col<R>("validBet", "amount", (r) => opt(r.validBet), { total: "validBet" }),
  col<R>("winLoss", "amount", (r) => opt(r.winLoss), { total: "winLoss", signed: true }),
  col<R>("bonus", "amount", (r) => opt(r.bonus), { total: "bonus" }),
  col<R>("rebate", "amount", (r) => opt(r.rebate), { total: "rebate" }),
]

const time = (t: WireTime | null | undefined): CellValue => opt(t)

/** Every list's columns, in the order shown. */
export const recordColumns: Readonly<Record<RecordKind, ReadonlyArray<RecordColumn>>> = {
  betting: [
    col<BetRecord>("betTime", "time", (r) => time(r.betTime)),
    col<BetRecord>("gameName", "text", (r) => opt(r.gameName), { primary: true }),
    col<BetRecord>("betId", "text", (r) => opt(r.betId)),
    col<BetRecord>("vendor", "text", (r) => opt(r.vendor)),
    col<BetRecord>("gameType", "code", (r) => opt(r.gameType)),
    col<BetRecord>("betAmount", "amount", (r) => r.betAmount, { total: "betAmount" }),
    col<BetRecord>("validBet", "amount", (r) => opt(r.validBet), { total: "validBet" }),
    col<BetRecord>("winLoss", "amount", (r) => opt(r.winLoss), { total: "winLoss", signed: true }),
    col<BetRecord>("result", "code", (r) => opt(r.status)),
  ],
  account: [
    col<AccountRecord>("createTime", "time", (r) => time(r.createTime)),
    col<AccountRecord>("recordType", "code", (r) => opt(r.type), { primary: true }),
    col<AccountRecord>("amount", "amount", (r) => r.amount, { total: "amount", signed: true }),
    col<AccountRecord>("balance", "amount", (r) => opt(r.balance)),
    col<AccountRecord>("remarks", "text", (r) => opt(r.remarks)),
  ],
  profit: [
    col<ProfitRow>("gameType", "code", (r) => opt(r.productType)),
    col<ProfitRow>("vendor", "text", (r) => opt(r.vendor), { primary: true }),
    ...playColumns<ProfitRow>(),
    col<ProfitRow>("profit", "amount", (r) => opt(r.profit), { total: "profit", signed: true }),
  ],
  bonus: [
    col<BonusRow>("createTime", "time", (r) => time(r.createTime)),
    col<BonusRow>("bonusType", "code", (r) => opt(r.type), { primary: true }),
    col<BonusRow>("amount", "amount", (r) => r.amount, { total: "amount" }),
    col<BonusRow>("remarks", "text", (r) => opt(r.remarks)),
  ],
  redeem: [
    col<RedeemRecord>("createTime", "time", (r) => time(r.createTime)),
    col<RedeemRecord>("rewardName", "text", (r) => opt(r.rewardName), { primary: true }),
    col<RedeemRecord>("points", "count", (r) => opt(r.points)),
    col<RedeemRecord>("quantity", "count", (r) => opt(r.quantity)),
    col<RedeemRecord>("amount", "amount", (r) => opt(r.amount)),
    col<RedeemRecord>("redeemStatus", "code", (r) => redeemStatusOf(r.status) ?? opt(r.status)),
    col<RedeemRecord>("remarks", "text", (r) => opt(r.remarks)),
  ],
  transactions: [
    col<MemberTransaction>("createTime", "time", (r) => time(r.createTime)),
    col<MemberTransaction>("txType", "text", (r) => opt(r.txTypeName), { primary: true }),
    col<MemberTransaction>("amount", "amount", (r) => r.amount, { signed: true }),
    col<MemberTransaction>("balance", "amount", (r) => opt(r.balance)),
    col<MemberTransaction>("remarks", "text", (r) => opt(r.remarks)),
  ],
}

/** The value of a column in a row. */
export const cellOf = (column: RecordColumn, row: RecordRow): CellValue =>
  (column.value as (r: RecordRow) => CellValue)(row)

const two = (n: number): string => String(n).padStart(2, "0")

/**
 * A record's time as `yyyy-MM-dd HH:mm:ss` (spec section 3's layout): the platform's text as sent, or epoch
 * milliseconds shown in the brand's zone (GMT+8) by arithmetic, whatever the machine's zone.
 */
export const recordTimeText = (t: CellValue): string => {
  if (typeof t === "string") return t.trim()
  if (typeof t !== "number" || !Number.isFinite(t)) return ""
  const d = new Date(t + zoneOffsetMs)
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`
}
