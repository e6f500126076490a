/**
 * The member's wallets (spec section 2 "my wallet" / "wallet"): transfers between the main wallet and a
 * vendor's, and "all to main", through core's workflows (loaded lazily). Core checks the amount against the source
 * wallet and keeps each transfer's idempotency key until the platform answers, so a double click or a retry after a
 * dropped link moves the money once.
 */
import type { TransferRequest, TransferResult } from "../../core/model/Transfer.ts"
import { attempt, run } from "../app/runtime.ts"
import { type MoneyOutcome, moneyOutcomeOf } from "./moneyOutcome.ts"

/** Loads what the wallet pages show: the merchant's wallet mode and the balances. */
export const loadWallets = async (): Promise<void> => {
  const [mode, balance] = await Promise.all([
    import("../../core/workflows/loadMerchantWallet.ts"),
    import("../../core/workflows/refreshBalance.ts"),
  ])
  await Promise.all([run(mode.loadMerchantWallet), run(balance.refreshBalance)])
}

/** Moves an amount (minor units) from one wallet to another. */
export const transfer = async (request: TransferRequest): Promise<MoneyOutcome<TransferResult>> => {
  const m = await import("../../core/workflows/transferBetweenWallets.ts")
  return moneyOutcomeOf(await attempt(m.transferBetweenWallets(request)))
}

/** Gathers every vendor wallet into the main one. */
export const allToMain = async (): Promise<MoneyOutcome<ReadonlyArray<TransferResult>>> => {
  const m = await import("../../core/workflows/transferAllToMain.ts")
  return moneyOutcomeOf(await attempt(m.transferAllToMain))
}
