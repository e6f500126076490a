/**
 * The member's balance (spec section 3 "Balance: value.sumBalance"; wire notes section 5): the sum over wallets, the
 * currency and its symbol (default 'P', spec section 9), and one entry per wallet (the main wallet and each vendor's
 * wallet) with its available balance. Amounts are integer minor units (`Money`).
 */
import * as Schema from "effect/Schema"
import { Money } from "./Money.ts"
import { NumberLike } from "./NumberLike.ts"
import { Amount, Items, Text } from "./Optional.ts"

/** One wallet of the member. */
export const Wallet = Schema.Struct({
  accountTypeId: NumberLike,
  accountTypeName: Text,
  displayName: Text,
  accountName: Text,
  availBalance: Amount,
})
export type Wallet = typeof Wallet.Type

/** `value` of `GET /wps/v2/wallets/balance`. */
export const Balance = Schema.Struct({
  sumBalance: Money,
  currency: Text,
  currencySymbol: Text,
  balance: Items(Wallet),
})
export type Balance = typeof Balance.Type

/** Currency symbol when the platform sends none (spec section 9). */
export const defaultCurrencySymbol = "P"

/**
 * Account type of the main wallet, into which "all to main" gathers every vendor wallet. Our choice where the wire
 * notes are silent: id 0, or a wallet named MAIN (the platform's account service calls it `ACCT_TYPE_MAIN`).
 */
export const mainAccountTypeId = 0

/** True for the main wallet. */
export const isMainWallet = (w: Wallet): boolean =>
  w.accountTypeId === mainAccountTypeId || (w.accountTypeName ?? "").toUpperCase() === "MAIN"

/** The wallets of an answer, none when it sent none. */
export const walletsOf = (b: Balance): ReadonlyArray<Wallet> => b.balance ?? []

/** The name to show for a wallet: display name, else account type name, else account name. */
export const walletLabel = (w: Wallet): string =>
  w.displayName || w.accountTypeName || w.accountName || String(w.accountTypeId)
