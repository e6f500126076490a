/**
 * Refreshes the balance (spec section 4: "refresh refetches"; `GET /wps/v2/wallets/balance`): the refresh icon, and
 * every workflow after money moved. Without a session there is no balance to fetch, so nothing is sent.
 */
import * as Effect from "effect/Effect"
import { wallet } from "../contract/api/wallet.ts"
import type { Balance } from "../model/Balance.ts"
import { isLoggedIn } from "../permissions/roles.ts"
import { emit, state } from "../store/EventLog.ts"
import { call } from "./call.ts"

/** Fetches the balance; undefined without a session. */
export const refreshBalance = Effect.gen(function* () {
  if (!isLoggedIn(yield* state)) return undefined as Balance | undefined
  yield* emit({ _tag: "BalanceRefreshRequested" })
  return yield* call(wallet.balance, {})
})

/** The refresh after money moved: its failure is already an event and must not fail the money workflow. */
export const refreshBalanceQuietly = refreshBalance.pipe(Effect.ignore)
