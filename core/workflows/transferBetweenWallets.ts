/**
 * Moves money between the member's own wallets (spec section 7 `POST /wps/relay/GCS_walletTransfer`; wire notes
 * section 4: fromAccountTypeId, toAccountTypeId, amount; answer successAmount). Needs a real account and a
 * multi-wallet merchant (single-wallet mode has nothing to transfer between). The call carries an idempotency key
 * kept until the platform answers, so a double submit or a retry moves the money once. The balance is refreshed after.
 */
import * as Effect from "effect/Effect"
import { wallet } from "../contract/api/wallet.ts"
import { type TransferRequest, type TransferResult, transferRefusal } from "../model/Transfer.ts"
import { call } from "./call.ts"
import { refuseAction, refuseIf, requireRealMember } from "./guard.ts"
import { submitMoney } from "./moneyKey.ts"
import { refreshBalanceQuietly } from "./refreshBalance.ts"

/** Sends one transfer with its idempotency key; no checks, no refresh (shared with all-to-main). */
export const sendWalletTransfer = (request: TransferRequest) =>
  Effect.gen(function* () {
    const key = yield* submitMoney("walletTransfer", (k) => ({ _tag: "WalletTransferRequested", key: k, ...request }))
    return yield* call(wallet.walletTransfer, request, { idempotencyKey: key })
  })

/** Checks and sends a transfer between two wallets, then refreshes the balance. */
export const transferBetweenWallets = (request: TransferRequest) =>
  Effect.gen(function* () {
    const s = yield* requireRealMember("walletTransfer")
    if (s.wallet.singleWallet === true) return yield* refuseAction("walletTransfer", "single_wallet")
    yield* refuseIf("walletTransfer", transferRefusal(request, s.wallet.wallets))
    const result: TransferResult = yield* sendWalletTransfer(request)
    yield* refreshBalanceQuietly
    return result
  })
