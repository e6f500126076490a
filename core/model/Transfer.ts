/**
 * A transfer between the member's own wallets (wire notes section 4, `POST /wps/relay/GCS_walletTransfer`): from one
 * account type to another, an amount; the platform answers the amount it moved (`successAmount`). Also the pure check
 * of a transfer form before it is sent.
 */
import * as Schema from "effect/Schema"
import type { Wallet } from "./Balance.ts"
import { MoneyInput } from "./Money.ts"
import { NumberLike } from "./NumberLike.ts"
import { Amount } from "./Optional.ts"

/** Body of `GCS_walletTransfer`. */
export const TransferRequest = Schema.Struct({
  fromAccountTypeId: NumberLike,
  toAccountTypeId: NumberLike,
  amount: MoneyInput,
})
export type TransferRequest = typeof TransferRequest.Type

/** `value` of `GCS_walletTransfer`: the amount moved. */
export const TransferResult = Schema.Struct({ successAmount: Amount })
export type TransferResult = typeof TransferResult.Type

/**
 * Why a transfer cannot be sent, checked again in core after the form's own validation (validation/Amount): the
 * reasons that are also message keys of validation/MessageKeys keep their spelling.
 */
export type TransferRefusal = "amount_below_min" | "same_wallet" | "amount_above_balance"

/** The first reason a transfer cannot go: a positive amount, two different wallets, enough in the source. */
export const transferRefusal = (
  request: TransferRequest,
  wallets: ReadonlyArray<Wallet>,
): TransferRefusal | undefined => {
  if (!(request.amount > 0)) return "amount_below_min"
  if (request.fromAccountTypeId === request.toAccountTypeId) return "same_wallet"
  const from = wallets.find((w) => w.accountTypeId === request.fromAccountTypeId)
  return from !== undefined && (from.availBalance ?? 0) < request.amount ? "amount_above_balance" : undefined
}
