/**
 * Deposits (spec section 1: members deposit; section 4: states pending, approved, rejected, cancelled). The spec does
 * not show the deposit calls; their shapes are our choice in the platform's style (`/wps/relay/MCSFE_*`): the
 * channels on offer with their limits, a request for an amount on a channel, and the member's deposit orders.
 */
import * as Schema from "effect/Schema"
import { Id } from "./Id.ts"
import { Money, MoneyInput } from "./Money.ts"
import { Amount, Text, Time } from "./Optional.ts"
import { Page, RangePageRequest } from "./Page.ts"

/** A deposit channel: a bank transfer, an online gateway, a QR wallet; with its limits. */
export const DepositChannel = Schema.Struct({
  id: Id,
  name: Schema.String,
  type: Text,
  minAmount: Amount,
  maxAmount: Amount,
  fee: Amount,
  bankName: Text,
  accountName: Text,
  accountNumber: Text,
  qrCodeUrl: Text,
  instructions: Text,
})
export type DepositChannel = typeof DepositChannel.Type

/** `value` of the channel list. */
export const DepositChannels = Schema.Array(DepositChannel)
export type DepositChannels = typeof DepositChannels.Type

/** Body of a deposit request. */
export const DepositRequest = Schema.Struct({
  channelId: Id,
  amount: MoneyInput,
  payerName: Schema.optionalKey(Schema.String),
  remarks: Schema.optionalKey(Schema.String),
})
export type DepositRequest = typeof DepositRequest.Type

/** The states of a deposit order (spec section 4). */
export const DepositStatus = Schema.Literals(["PENDING", "APPROVED", "REJECTED", "CANCELLED"])
export type DepositStatus = typeof DepositStatus.Type

/** A deposit order. `payUrl` is where an online gateway continues the payment. */
export const Deposit = Schema.Struct({
  id: Id,
  amount: Money,
  status: DepositStatus,
  channelName: Text,
  createTime: Time,
  updateTime: Time,
  remarks: Text,
  payUrl: Text,
})
export type Deposit = typeof Deposit.Type

/** Query of the deposit history. */
export const DepositListRequest = Schema.Struct({
  ...RangePageRequest,
  status: Schema.optionalKey(DepositStatus),
})
export type DepositListRequest = typeof DepositListRequest.Type

/** `value` of the deposit history. */
export const DepositList = Page(Deposit)
export type DepositList = typeof DepositList.Type

/** Why a deposit cannot be requested (spelled as validation/MessageKeys where they meet). */
export type DepositRefusal = "amount_below_min" | "amount_above_max"

/** The first reason an amount (minor units) does not fit a channel's limits. */
export const depositRefusal = (channel: DepositChannel, amount: number): DepositRefusal | undefined => {
  if (!Number.isInteger(amount) || amount <= 0) return "amount_below_min"
  if (channel.minAmount != null && amount < channel.minAmount) return "amount_below_min"
  if (channel.maxAmount != null && amount > channel.maxAmount) return "amount_above_max"
  return undefined
}
