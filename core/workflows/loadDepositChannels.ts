/** Loads the deposit channels and their limits for the deposit page (spec section 2 `depositv2`; our call). */
import * as Effect from "effect/Effect"
import { wallet } from "../contract/api/wallet.ts"
import { call } from "./call.ts"
import { requireRealMember } from "./guard.ts"

/** The channels on offer to a real account. */
export const loadDepositChannels = Effect.gen(function* () {
  yield* requireRealMember("deposit")
  return yield* call(wallet.depositChannels, {})
})
