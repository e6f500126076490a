/**
 * Withdrawals (spec section 1: members withdraw; section 4: "Withdrawal confirmation: received, not received (proof
 * upload), or forced receipt after a timeout (deposit not refunded)"; section 9: "withdrawal auto-received after {0}
 * minutes"). A withdrawal paid out by another member's deposit (the platform's C2C matching,
 * `MCSFE_getPaymentConfirmationList` / `MCSFE_processC2CTransaction` in wire notes 6b) waits for the withdrawing member
 * to confirm it arrived; past the timeout it counts as received and the matched deposit is not refunded.
 *
 * The field names are our choice where the spec and the wire notes are silent. Cancelling a pending withdrawal is our
 * addition.
 */
import * as Schema from "effect/Schema"
import { Flag } from "./Flag.ts"
import { Id } from "./Id.ts"
import { Money, MoneyInput, type PaymentForm } from "./Money.ts"
import { Amount, Items, Num, Text, Time } from "./Optional.ts"
import { Page, PageRequest, RangePageRequest } from "./Page.ts"

/** A bank account the member withdraws to; the number comes masked. */
export const BankAccount = Schema.Struct({
  id: Id,
  bankName: Text,
  accountName: Text,
  accountNumber: Text,
})
export type BankAccount = typeof BankAccount.Type

/** What the withdraw form needs: the accounts, the limits, what may be withdrawn, the confirmation timeout. */
export const WithdrawalInfo = Schema.Struct({
  bankAccounts: Items(BankAccount),
  minAmount: Amount,
  maxAmount: Amount,
  withdrawable: Amount,
  fee: Amount,
  dailyCountLeft: Num,
  hasPaymentPassword: Schema.optional(Schema.NullOr(Flag)),
  /** Minutes after payment before a withdrawal counts as received (spec section 9, "{0} minutes"). */
  autoConfirmMinutes: Num,
})
export type WithdrawalInfo = typeof WithdrawalInfo.Type

/** Body of a withdraw request (encrypted; `paymentPassword` is a secret). */
export const WithdrawRequest = Schema.Struct({
  bankAccountId: Id,
  amount: MoneyInput,
  paymentPassword: Schema.String,
})
export type WithdrawRequest = typeof WithdrawRequest.Type

/** The states of a withdrawal (spec section 4). */
export const WithdrawalStatus = Schema.Literals(["PENDING", "APPROVED", "REJECTED", "CANCELLED"])
export type WithdrawalStatus = typeof WithdrawalStatus.Type

/** Where the member's confirmation of a paid withdrawal stands. */
export const Confirmation = Schema.Literals(["AWAITING", "RECEIVED", "NOT_RECEIVED", "FORCED"])
export type Confirmation = typeof Confirmation.Type

/** A withdrawal order. `paidAt` (epoch ms) starts the confirmation timeout. */
export const Withdrawal = Schema.Struct({
  id: Id,
  amount: Money,
  status: WithdrawalStatus,
  confirmation: Schema.optional(Schema.NullOr(Confirmation)),
  bankName: Text,
  accountNumber: Text,
  createTime: Time,
  paidAt: Schema.optional(Schema.NullOr(Schema.Finite)),
  remarks: Text,
})
export type Withdrawal = typeof Withdrawal.Type

/** Query of the withdrawal history. */
export const WithdrawalListRequest = Schema.Struct({
  ...RangePageRequest,
  status: Schema.optionalKey(WithdrawalStatus),
})
export type WithdrawalListRequest = typeof WithdrawalListRequest.Type

/** Query of the withdrawals awaiting the member's confirmation. */
export const ConfirmationListRequest = Schema.Struct({ ...PageRequest })
export type ConfirmationListRequest = typeof ConfirmationListRequest.Type

/** `value` of the withdrawal history and of the list awaiting confirmation. */
export const WithdrawalList = Page(Withdrawal)
export type WithdrawalList = typeof WithdrawalList.Type

/** The member's answer on a paid withdrawal. */
export const ConfirmResult = Schema.Literals(["RECEIVED", "NOT_RECEIVED", "FORCED"])
export type ConfirmResult = typeof ConfirmResult.Type

/** Body of the confirmation: not received carries a proof image (base64 png/jpg, spec section 5's image rule). */
export const ConfirmRequest = Schema.Struct({
  withdrawalId: Id,
  result: ConfirmResult,
  proofImage: Schema.optionalKey(Schema.String),
  remarks: Schema.optionalKey(Schema.String),
})
export type ConfirmRequest = typeof ConfirmRequest.Type

/** Body of the cancellation of a pending withdrawal. */
export const CancelRequest = Schema.Struct({ withdrawalId: Id })
export type CancelRequest = typeof CancelRequest.Type

/** Only a pending withdrawal can be cancelled: once approved the money has left. */
export const canCancel = (w: Withdrawal): boolean => w.status === "PENDING"

/** A paid withdrawal waits for the member's confirmation. */
export const awaitsConfirmation = (w: Withdrawal): boolean => w.status === "APPROVED" && w.confirmation === "AWAITING"

/** When a paid withdrawal counts as received (epoch ms), if its payment time and the timeout are known. */
export const confirmationDeadline = (
  w: Pick<Withdrawal, "paidAt">,
  minutes: number | null | undefined,
): number | undefined => (w.paidAt != null && minutes != null ? w.paidAt + minutes * 60_000 : undefined)

/** Forced receipt is allowed once the timeout has passed. */
export const canForce = (w: Withdrawal, minutes: number | null | undefined, now: number): boolean => {
  const deadline = confirmationDeadline(w, minutes)
  return awaitsConfirmation(w) && deadline !== undefined && now >= deadline
}

/** Why a withdrawal cannot be sent (spelled as validation/MessageKeys where they meet). */
export type WithdrawRefusal =
  | "account_required"
  | "amount_below_min"
  | "amount_above_max"
  | "amount_above_balance"
  | "input_required"

/** What the withdraw form sends: the bank account, the amount in minor units, the payment password. */
export interface WithdrawForm extends PaymentForm {
  readonly bankAccountId: string
}

/** The first reason a withdrawal cannot go: an account, an amount within the limits and the withdrawable, a password. */
export const withdrawRefusal = (info: WithdrawalInfo | undefined, form: WithdrawForm): WithdrawRefusal | undefined => {
  if (form.bankAccountId === "") return "account_required"
  if (!Number.isInteger(form.amount) || form.amount <= 0) return "amount_below_min"
  if (info?.minAmount != null && form.amount < info.minAmount) return "amount_below_min"
  if (info?.maxAmount != null && form.amount > info.maxAmount) return "amount_above_max"
  if (info?.withdrawable != null && form.amount > info.withdrawable) return "amount_above_balance"
  return form.paymentPassword.trim() === "" ? "input_required" : undefined
}
