/**
 * The agent centre's reports (spec section 1: team overview, downline management, betting and profit/loss reports,
 * income, transaction details): the query of each and its rows. The spec and the wire notes show none of these
 * calls; the shapes are our choice in the platform's style.
 */
import * as Schema from "effect/Schema"
import { PeriodType } from "./AgentMenuItem.ts"
import { DateRange } from "./DateRange.ts"
import { Money } from "./Money.ts"
import { NumberLike } from "./NumberLike.ts"
import { Amount, Num, Text, Time } from "./Optional.ts"
import { PageRequest, RangePageRequest } from "./Page.ts"
import { Movement, PlayTotals, RecordsPage } from "./Records.ts"

/** The reports of the agent centre. */
export const AgentReportKind = Schema.Literals([
  "teamOverview",
  "downlines",
  "teamBetting",
  "profitLoss",
  "income",
  "transactions",
])
export type AgentReportKind = typeof AgentReportKind.Type

/** Query of the team overview. */
export const TeamOverviewRequest = Schema.Struct({ ...DateRange.fields })
export type TeamOverviewRequest = typeof TeamOverviewRequest.Type

/** The team over a range. */
export const TeamOverview = Schema.Struct({
  teamSize: Num,
  directCount: Num,
  newMembers: Num,
  activeMembers: Num,
  firstDepositCount: Num,
  teamBalance: Amount,
  depositAmount: Amount,
  withdrawalAmount: Amount,
  betAmount: Amount,
  validBet: Amount,
  profitLoss: Amount,
  bonus: Amount,
  rebate: Amount,
})
export type TeamOverview = typeof TeamOverview.Type

/** A listing query with an optional downline account. */
const ListRequest = {
  ...RangePageRequest,
  account: Schema.optionalKey(Schema.String),
} as const

/** Query of the downline list (no range: every downline, filtered by account). */
export const DownlinesRequest = Schema.Struct({ ...PageRequest, account: Schema.optionalKey(Schema.String) })
export type DownlinesRequest = typeof DownlinesRequest.Type

/** A downline. */
export const Downline = Schema.Struct({
  account: Schema.String,
  nickname: Text,
  type: Num,
  registerTime: Time,
  lastLogin: Time,
  balance: Amount,
  teamSize: Num,
  status: Text,
  /**
   * The downline is in cool-off or self-exclusion (player protection): the agent sees that, never why nor until when.
   * Optional: a real platform's answer without it still decodes.
   */
  excluded: Schema.optionalKey(Schema.Boolean),
  /** How far below the agent: 1 for a direct downline (our field; a platform's answer without it still decodes). */
  level: Schema.optionalKey(Schema.NullOr(NumberLike)),
})
export type Downline = typeof Downline.Type

export const Downlines = RecordsPage(Downline)
export type Downlines = typeof Downlines.Type

/** Query of the team betting report. */
export const TeamBettingRequest = Schema.Struct({ ...ListRequest, vendor: Schema.optionalKey(Schema.String) })
export type TeamBettingRequest = typeof TeamBettingRequest.Type

/** A downline's bet. */
export const TeamBetRow = Schema.Struct({
  account: Schema.String,
  vendor: Text,
  gameName: Text,
  betAmount: Money,
  validBet: Amount,
  winLoss: Amount,
  betTime: Time,
})
export type TeamBetRow = typeof TeamBetRow.Type

export const TeamBetting = RecordsPage(TeamBetRow)
export type TeamBetting = typeof TeamBetting.Type

/** Query of the user profit and loss report. */
export const ProfitLossRequest = Schema.Struct({ ...ListRequest })
export type ProfitLossRequest = typeof ProfitLossRequest.Type

/** Profit and loss of one downline over the range. */
export const ProfitLossRow = Schema.Struct({
  account: Schema.String,
  depositAmount: Amount,
  withdrawalAmount: Amount,
  ...PlayTotals,
  profitLoss: Amount,
})
export type ProfitLossRow = typeof ProfitLossRow.Type

export const ProfitLoss = RecordsPage(ProfitLossRow)
export type ProfitLoss = typeof ProfitLoss.Type

/** Query of the agent's income. */
export const IncomeRequest = Schema.Struct({ ...ListRequest, type: Schema.optionalKey(Schema.String) })
export type IncomeRequest = typeof IncomeRequest.Type

/**
 * An income entry: a dividend or salary for a period (spec section 3 period types D, W, H, M). Status PENDING while
 * the period runs (the amount so far), PAID once settled into the wallet, HELD while the upline's wallet cannot cover
 * it (`reason` says why).
 */
export const IncomeRow = Schema.Struct({
  type: Text,
  period: Text,
  periodType: Schema.optional(Schema.NullOr(PeriodType)),
  amount: Money,
  status: Text,
  reason: Text,
  createTime: Time,
})
export type IncomeRow = typeof IncomeRow.Type

/** The income of the range by status. */
export const IncomeTotals = Schema.Struct({ pending: Money, paid: Money, held: Money })
export type IncomeTotals = typeof IncomeTotals.Type

export const Income = Schema.Struct({
  ...RecordsPage(IncomeRow).fields,
  byStatus: Schema.optional(Schema.NullOr(IncomeTotals)),
})
export type Income = typeof Income.Type

/** Query of the downlines' transaction details. */
export const DownlineTransactionsRequest = Schema.Struct({ ...ListRequest, type: Schema.optionalKey(Schema.String) })
export type DownlineTransactionsRequest = typeof DownlineTransactionsRequest.Type

/** A downline's transaction. */
export const DownlineTransaction = Schema.Struct({
  account: Schema.String,
  type: Text,
  typeName: Text,
  ...Movement,
})
export type DownlineTransaction = typeof DownlineTransaction.Type

export const DownlineTransactions = RecordsPage(DownlineTransaction)
export type DownlineTransactions = typeof DownlineTransactions.Type
