/**
 * The member's records (spec section 2 member centre: betting record, account record, personal profit and loss, bonus
 * details, redeem history; `ODSFE2_MemTransDet` transactions, wire notes section 4): the filter the person sets (a
 * date preset or a custom range, type, vendor, status, page), one page of rows and the totals of the range.
 *
 * Only `ODSFE2_MemTransDet`'s query is from the wire notes; the other record calls and every row shape are our choice
 * in the platform's style.
 */
import * as Schema from "effect/Schema"
import { DatePreset, DateRange } from "./DateRange.ts"
import { OptionalId } from "./Id.ts"
import { Money } from "./Money.ts"
import { NumberLike } from "./NumberLike.ts"
import { Amount, Text, Time } from "./Optional.ts"
import { Page, PageRequest, RangePageRequest } from "./Page.ts"

/** The record lists of the member centre. */
export const RecordKind = Schema.Literals(["betting", "account", "profit", "bonus", "redeem", "transactions"])
export type RecordKind = typeof RecordKind.Type

/** What the person filters a record list by. */
export const RecordFilter = Schema.Struct({
  preset: DatePreset,
  ...DateRange.fields,
  type: Schema.optionalKey(Schema.String),
  vendor: Schema.optionalKey(Schema.String),
  status: Schema.optionalKey(Schema.String),
  /** A downline's account (agent reports) or a subordinate's name (`ODSFE2_MemTransDet`). */
  account: Schema.optionalKey(Schema.String),
  page: Schema.Int,
  size: Schema.Int,
})
export type RecordFilter = typeof RecordFilter.Type

/** Totals over the filtered range (each present when the list has that column). */
export const RecordTotals = Schema.Struct({
  betAmount: Amount,
  validBet: Amount,
  winLoss: Amount,
  amount: Amount,
  bonus: Amount,
  rebate: Amount,
  profit: Amount,
})
export type RecordTotals = typeof RecordTotals.Type

/** What a row says of a movement of an account's money: the amount, the balance after it, when, and why. */
export const Movement = { amount: Money, balance: Amount, createTime: Time, remarks: Text } as const

/** What a row says of play over a range: stakes, valid bets, the result, and what was paid back. */
export const PlayTotals = {
  betAmount: Amount,
  validBet: Amount,
  winLoss: Amount,
  bonus: Amount,
  rebate: Amount,
} as const

/** A page of rows with the totals of the range. */
export const RecordsPage = <S extends Schema.Top>(item: S) =>
  Schema.Struct({ ...Page(item).fields, summary: Schema.optional(Schema.NullOr(RecordTotals)) })

/** Query of the betting record. */
export const BetRecordsRequest = Schema.Struct({
  ...RangePageRequest,
  vendor: Schema.optionalKey(Schema.String),
  gameType: Schema.optionalKey(Schema.String),
  status: Schema.optionalKey(Schema.String),
})
export type BetRecordsRequest = typeof BetRecordsRequest.Type

/** A bet. */
export const BetRecord = Schema.Struct({
  betId: OptionalId,
  vendor: Text,
  gameName: Text,
  gameType: Text,
  betAmount: Money,
  validBet: Amount,
  winLoss: Amount,
  status: Text,
  betTime: Time,
  settleTime: Time,
})
export type BetRecord = typeof BetRecord.Type

export const BetRecords = RecordsPage(BetRecord)
export type BetRecords = typeof BetRecords.Type

/** Query of the account record (every movement of the main wallet). */
export const AccountRecordsRequest = Schema.Struct({
  ...RangePageRequest,
  type: Schema.optionalKey(Schema.String),
})
export type AccountRecordsRequest = typeof AccountRecordsRequest.Type

/** A movement of money: deposit, withdrawal, transfer, bonus, adjustment. */
export const AccountRecord = Schema.Struct({
  id: OptionalId,
  type: Text,
  typeName: Text,
  ...Movement,
})
export type AccountRecord = typeof AccountRecord.Type

export const AccountRecords = RecordsPage(AccountRecord)
export type AccountRecords = typeof AccountRecords.Type

/** Query of the personal profit and loss. */
export const PersonalProfitRequest = Schema.Struct({
  ...DateRange.fields,
  vendor: Schema.optionalKey(Schema.String),
})
export type PersonalProfitRequest = typeof PersonalProfitRequest.Type

/** Profit and loss of one product or vendor over the range. */
export const ProfitRow = Schema.Struct({
  productType: Text,
  vendor: Text,
  ...PlayTotals,
  profit: Amount,
})
export type ProfitRow = typeof ProfitRow.Type

export const PersonalProfit = RecordsPage(ProfitRow)
export type PersonalProfit = typeof PersonalProfit.Type

/** Query of the bonus details. */
export const BonusDetailsRequest = Schema.Struct({
  ...RangePageRequest,
  type: Schema.optionalKey(Schema.String),
})
export type BonusDetailsRequest = typeof BonusDetailsRequest.Type

/** A bonus, rebate or promotion reward paid to the member. */
export const BonusRow = Schema.Struct({
  id: OptionalId,
  type: Text,
  typeName: Text,
  amount: Money,
  status: Text,
  createTime: Time,
  remarks: Text,
})
export type BonusRow = typeof BonusRow.Type

export const BonusDetails = RecordsPage(BonusRow)
export type BonusDetails = typeof BonusDetails.Type

/** Account type of the points account in `ODSFE2_MemTransDet` queries (wire notes section 4: accountTypeId 9). */
export const pointsAccountTypeId = 9

/** Transaction type the points page leaves out (wire notes section 4: excludeTxTypeIds 9203). */
export const excludedPointsTxType = "9203"

/** Query of `ODSFE2_MemTransDet` (wire notes section 4). */
export const MemberTransactionsRequest = Schema.Struct({
  subordinateName: Schema.optionalKey(Schema.String),
  startTime: Schema.String,
  endTime: Schema.String,
  accountTypeId: NumberLike,
  ...PageRequest,
  excludeTxTypeIds: Schema.optionalKey(Schema.String),
})
export type MemberTransactionsRequest = typeof MemberTransactionsRequest.Type

/** A transaction of one account. */
export const MemberTransaction = Schema.Struct({
  txId: OptionalId,
  txTypeId: OptionalId,
  txTypeName: Text,
  ...Movement,
})
export type MemberTransaction = typeof MemberTransaction.Type

export const MemberTransactions = RecordsPage(MemberTransaction)
export type MemberTransactions = typeof MemberTransactions.Type
