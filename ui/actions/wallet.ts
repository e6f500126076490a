/**
 * The member's wallets (spec section 2 "my wallet" / "wallet"): transfers between the main wallet and a
 * vendor's, and "all to main", through core's workflows. Core checks the amount against the source
 * wallet and keeps each transfer's idempotency key until the platform answers, so a double click or a retry after a
 * dropped link moves the money once.
 */
import type { TransferRequest, TransferResult } from "../../core/model/Transfer.ts"
import * as LoadMerchantWallet from "../../core/workflows/loadMerchantWallet.ts"
import * as RefreshBalance from "../../core/workflows/refreshBalance.ts"
import * as TransferAllToMain from "../../core/workflows/transferAllToMain.ts"
import * as TransferBetweenWallets from "../../core/workflows/transferBetweenWallets.ts"
import { attempt, run } from "../app/runtime.ts"
import { type MoneyOutcome, moneyOutcomeOf } from "./moneyOutcome.ts"

/** Loads what the wallet pages show: the merchant's wallet mode and the balances. */
export const loadWallets = async (): Promise<void> => {
  await Promise.all([run(LoadMerchantWallet.loadMerchantWallet), run(RefreshBalance.refreshBalance)])
}

/** Moves an amount (minor units) from one wallet to another. */
export const transfer = async (request: TransferRequest): Promise<MoneyOutcome<TransferResult>> => {
  return moneyOutcomeOf(await attempt(TransferBetweenWallets.transferBetweenWallets(request)))
}

/** Gathers every vendor wallet into the main one. */
export const allToMain = async (): Promise<MoneyOutcome<ReadonlyArray<TransferResult>>> => {
  return moneyOutcomeOf(await attempt(TransferAllToMain.transferAllToMain))
}
