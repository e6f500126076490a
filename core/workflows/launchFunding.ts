/**
 * The money a game opens with (spec section 4 "Game launch"; section 2 "my wallet"): on a multi-wallet brand a game
 * plays from its vendor's wallet, so a first launch with money only in the main wallet would open a game at 0.00.
 * Before such a game starts, the portal offers to move money into its wallet (an amount, or all of it); when the
 * brand's auto-transfer is on (MerchantWallet `autoTransfer`), the main wallet's money moves by itself on launch and
 * back to the main wallet when the member returns. Every transfer is the wallet transfer with its idempotency key
 * (transferBetweenWallets.ts), so a double click or a retry moves the money once.
 */
import * as Effect from "effect/Effect"
import { isMainWallet, mainAccountTypeId, type Wallet } from "../model/Balance.ts"
import type { LaunchTarget } from "../model/LaunchDecision.ts"
import type { State } from "../state/State.ts"
import { state } from "../store/EventLog.ts"
import { launchDecision } from "./launchDecision.ts"
import { type LaunchContext, launchGame } from "./launchGame.ts"
import { refreshBalanceQuietly } from "./refreshBalance.ts"
import { sendWalletTransfer, transferBetweenWallets } from "./transferBetweenWallets.ts"

/** What a game's wallet needs before the game opens; amounts in minor units. */
export type Funding =
  /** Nothing to move: the game's wallet has money, there is none in the main wallet, or the game has no wallet. */
  | { readonly _tag: "Ready" }
  /** The game's wallet is empty and the main wallet is not: offer to move up to `available` into it. */
  | { readonly _tag: "Offer"; readonly vendorWallet: number; readonly available: number }
  /** Auto-transfer: `amount` (the whole main wallet) moves into the game's wallet. */
  | { readonly _tag: "Auto"; readonly vendorWallet: number; readonly amount: number }

const ready: Funding = { _tag: "Ready" }

/** The wallet of a vendor: the one the balance names by its code (the platform's `accountTypeName`). */
export const vendorWalletOf = (wallets: ReadonlyArray<Wallet>, vendor: string): Wallet | undefined =>
  wallets.find((w) => !isMainWallet(w) && (w.accountTypeName ?? "").toUpperCase() === vendor.toUpperCase())

/** What the launch of a game of `vendor` needs, from the balance the member last saw. */
export const fundingOf = (s: State, vendor: string): Funding => {
  if (s.wallet.singleWallet === true) return ready
  const game = vendorWalletOf(s.wallet.wallets, vendor)
  if (game === undefined || (game.availBalance ?? 0) > 0) return ready
  const available = s.wallet.wallets.find(isMainWallet)?.availBalance ?? 0
  if (available <= 0) return ready
  return s.wallet.autoTransfer
    ? { _tag: "Auto", vendorWallet: game.accountTypeId, amount: available }
    : { _tag: "Offer", vendorWallet: game.accountTypeId, available }
}

const mainOf = (s: State): number => s.wallet.wallets.find(isMainWallet)?.accountTypeId ?? mainAccountTypeId

/**
 * Launches `target` with its money: a game whose wallet needs money and no `amount` chosen stops at the offer
 * (handed back, only the balance read); with an amount (minor units) that amount moves first, checked like any transfer; under
 * auto-transfer the whole main wallet moves. Then the launch of launchGame.ts runs. Hands back the funding it met.
 */
export const launchFunded = (target: LaunchTarget, context: LaunchContext, amount?: number) =>
  Effect.gen(function* () {
    const decision = launchDecision(yield* state, target)
    // The wallets as they are now (a deposit may have landed since the header last asked), read for a game only.
    if (decision._tag === "StartGame") yield* refreshBalanceQuietly
    const s = yield* state
    const funding = decision._tag === "StartGame" ? fundingOf(s, decision.vendor) : ready
    if (funding._tag === "Offer" && amount === undefined) return funding
    const moving = funding._tag === "Auto" ? funding.amount : funding._tag === "Offer" ? amount : undefined
    if (funding._tag !== "Ready" && moving !== undefined && moving > 0) {
      yield* transferBetweenWallets({
        fromAccountTypeId: mainOf(s),
        toAccountTypeId: funding.vendorWallet,
        amount: moving,
      })
    }
    yield* launchGame(target, context)
    return ready
  })

/**
 * Back from a game of `vendor`: under auto-transfer, the money left in its wallet returns to the main wallet (read
 * fresh, since the game moved it); otherwise it stays where the member put it.
 */
export const returnFromGame = (vendor: string) =>
  Effect.gen(function* () {
    if (!(yield* state).wallet.autoTransfer) return
    yield* refreshBalanceQuietly
    const s = yield* state
    const game = vendorWalletOf(s.wallet.wallets, vendor)
    const left = game?.availBalance ?? 0
    if (game === undefined || left <= 0) return
    yield* sendWalletTransfer({ fromAccountTypeId: game.accountTypeId, toAccountTypeId: mainOf(s), amount: left })
    yield* refreshBalanceQuietly
  })
