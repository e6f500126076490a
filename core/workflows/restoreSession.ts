/**
 * Restores a session at start (spec section 4 "Login check"): with a token in session storage (a reload within the
 * browser session), member info loads and marks the member logged in; without one, the person is a visitor. A token
 * the platform no longer accepts ends in `SessionEnded`, and session storage is cleared (merchant keys kept).
 */
import * as Effect from "effect/Effect"
import { SessionStore } from "../ports/KeyValue.ts"
import { loadMemberInfo } from "./loadMemberInfo.ts"
import { clearSessionStorage } from "./logout.ts"

/** Whether a session was restored. */
export const restoreSession = Effect.gen(function* () {
  const token = yield* SessionStore.use((s) => s.get("token"))
  if (token === undefined || token === "") return false
  return yield* loadMemberInfo.pipe(
    Effect.as(true),
    Effect.catchTag("SessionExpired", () => clearSessionStorage.pipe(Effect.as(false))),
  )
})
