/**
 * Restores a session at start (spec section 4 "Login check"): with a token in session storage (a reload within the
 * browser session), member info loads and marks the member logged in; without one, the person is a visitor. A token
 * the platform no longer accepts ends in `SessionEnded`, and session storage is cleared (merchant keys kept).
 *
 * A login held for a forced change of password (spec section 4: first login with '123456', or an expired password)
 * stays held across a reload: session storage `cpw` holds its reason (afterLogin.ts), so the hold is restored
 * (`ForcedPasswordChangeRestored`: not logged in, the change-password modal forced again) and member info waits for
 * the change, as right after the login. A `cpw` holding anything else is dropped.
 */
import * as Effect from "effect/Effect"
import type { ForcedChangeReason } from "../events/intents/session.ts"
import { SessionStore } from "../ports/KeyValue.ts"
import { emit } from "../store/EventLog.ts"
import { loadMemberInfo } from "./loadMemberInfo.ts"
import { clearSessionStorage } from "./logout.ts"

// The reasons as plain values: the intents' schemas stay out of the start's chunk (bundle budget).
const reasons: ReadonlyArray<string> = ["defaultPassword", "expired"] satisfies ReadonlyArray<ForcedChangeReason>

/** `cpw` holds a reason of a forced change (afterLogin.ts). */
const isReason = (held: string | undefined): held is ForcedChangeReason => held !== undefined && reasons.includes(held)

/** Whether a session was restored (a held login counts: its token is kept for the change). */
export const restoreSession = Effect.gen(function* () {
  const store = yield* SessionStore
  const token = yield* store.get("token")
  if (token === undefined || token === "") return false
  const held = yield* store.get("cpw")
  if (isReason(held)) {
    const account = (yield* store.get("account")) ?? ""
    yield* emit({ _tag: "ForcedPasswordChangeRestored", reason: held, account })
    return true
  }
  if (held !== undefined) yield* store.remove("cpw")
  return yield* loadMemberInfo.pipe(
    Effect.as(true),
    Effect.catchTag("SessionEnded", () => clearSessionStorage.pipe(Effect.as(false))),
  )
})
