/**
 * Loads the merchant's wallet mode (spec section 7 `GCS_merchantWallet`, `value.isSingle`), cached in session storage
 * for the browser session (spec section 4 "Caching: ... merchant wallet ..."). Single-wallet mode hides transfers.
 */
import * as Effect from "effect/Effect"
import { wallet } from "../contract/api/wallet.ts"
import type { MerchantWallet } from "../model/MerchantWallet.ts"
import { isLoggedIn } from "../permissions/roles.ts"
import { state } from "../store/EventLog.ts"
import { cachedCall } from "./sessionCache.ts"

/** The wallet mode for the brand's merchant code; undefined without a session (the call needs a token). */
export const loadMerchantWallet = Effect.gen(function* () {
  const s = yield* state
  if (!isLoggedIn(s)) return undefined as MerchantWallet | undefined
  return yield* cachedCall("merchantWallet", wallet.merchantWallet, { merchantCode: s.settings.merchantCode })
})
