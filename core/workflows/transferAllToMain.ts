/**
 * "All to main": gathers every vendor wallet holding money into the main wallet, one transfer per wallet, each with
 * its own idempotency key (spec section 2 "my wallet"; the transfer call of spec section 7). Stops at the first
 * failure: a retry then reuses the failed transfer's key and carries on with the wallets still holding money.
 */
import * as Effect from "effect/Effect"
import { isMainWallet, mainAccountTypeId } from "../model/Balance.ts"
import type { TransferResult } from "../model/Transfer.ts"
import { refuseAction, requireRealMember } from "./guard.ts"
import { refreshBalanceQuietly } from "./refreshBalance.ts"
import { sendWalletTransfer } from "./transferBetweenWallets.ts"

/** Transfers each vendor wallet's available balance to the main wallet; the results in order. */
export const transferAllToMain = Effect.gen(function* () {
  const s = yield* requireRealMember("allToMain")
  if (s.wallet.singleWallet === true) return yield* refuseAction("allToMain", "single_wallet")
  const main = s.wallet.wallets.find(isMainWallet)?.accountTypeId ?? mainAccountTypeId
  const sources = s.wallet.wallets.filter((w) => !isMainWallet(w) && (w.availBalance ?? 0) > 0)
  const results: Array<TransferResult> = []
  for (const w of sources) {
    results.push(
      yield* sendWalletTransfer({
        fromAccountTypeId: w.accountTypeId,
        toAccountTypeId: main,
        amount: w.availBalance ?? 0,
      }).pipe(Effect.tapError(() => refreshBalanceQuietly)),
    )
  }
  if (sources.length > 0) yield* refreshBalanceQuietly
  return results
})
