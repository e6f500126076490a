/**
 * Money between a member and the agent tree (spec section 4: "Agents can transfer to downline and upline"; the member
 * centre's `transferUpline` page): an amount to the upline, or to a named downline, confirmed by the payment password.
 * The calls are our choice in the platform's `passwordCheck/` style (encrypted, the password a secret).
 */
import * as Schema from "effect/Schema"
import { MoneyInput, type PaymentForm } from "./Money.ts"

/** Body of a transfer to the upline. */
export const UplineTransferRequest = Schema.Struct({ amount: MoneyInput, paymentPassword: Schema.String })
export type UplineTransferRequest = typeof UplineTransferRequest.Type

/** Body of a transfer to a downline. */
export const DownlineTransferRequest = Schema.Struct({
  downline: Schema.String,
  amount: MoneyInput,
  paymentPassword: Schema.String,
})
export type DownlineTransferRequest = typeof DownlineTransferRequest.Type

/** What the downline transfer form sends: the downline's account, the amount in minor units, the payment password. */
export interface DownlineTransferForm extends PaymentForm {
  readonly downline: string
}

/** Why an agent transfer cannot be sent (spelled as validation/MessageKeys where they meet). */
export type AgentTransferRefusal = "downline_required" | "amount_below_min" | "amount_above_balance" | "input_required"

/** The first reason an agent transfer cannot go, against the main balance (minor units) when known. */
export const agentTransferRefusal = (
  form: PaymentForm & { readonly downline?: string | undefined },
  available: number | undefined,
): AgentTransferRefusal | undefined => {
  if (form.downline !== undefined && form.downline.trim() === "") return "downline_required"
  if (!Number.isInteger(form.amount) || form.amount <= 0) return "amount_below_min"
  if (available !== undefined && form.amount > available) return "amount_above_balance"
  return form.paymentPassword === "" ? "input_required" : undefined
}

/** Body of setting the payment password (our choice): the login password proves it is the member. */
export const PaymentPasswordRequest = Schema.Struct({
  loginPassword: Schema.String,
  paymentPassword: Schema.String,
  confirmPaymentPassword: Schema.String,
})
export type PaymentPasswordRequest = typeof PaymentPasswordRequest.Type
