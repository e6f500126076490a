/**
 * Logout (spec section 4 "Logout"; the confirm dialog is the UI's): the logout call; on success, or when the
 * platform says the session was already over, session storage is cleared but the merchant keys are restored, and the
 * portal goes to '/'. The login state, agent flag and VIP service reset in the slices (`LoggedOut`, `SessionEnded`).
 * Any other failure leaves the session as it was, so the person can try again.
 */
import * as Effect from "effect/Effect"
import * as session from "../contract/api/session.ts"
import { merchantKeys, type SessionKey } from "../model/StorageKeys.ts"
import { SessionStore } from "../ports/KeyValue.ts"
import { emit } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { keepShownPopups, shownPopups } from "./popupNotice.ts"

/**
 * Clears session storage, keeping the merchant keys (spec section 4) and the record of the popup notices already
 * shown (a sign-out does not start a new browser session: popupNotice.ts).
 */
export const clearSessionStorage = Effect.gen(function* () {
  const store = yield* SessionStore
  const kept: Array<readonly [SessionKey, string]> = []
  for (const key of merchantKeys) {
    const v = yield* store.get(key)
    if (v !== undefined) kept.push([key, v])
  }
  const shown = yield* shownPopups
  yield* store.clear
  for (const [key, v] of kept) yield* store.set(key, v)
  yield* keepShownPopups(shown)
})

/** Logs out. */
export const logout = Effect.gen(function* () {
  yield* call(session.logout, {}).pipe(Effect.catchTag("SessionEnded", () => Effect.void))
  yield* clearSessionStorage
  yield* emit({ _tag: "NavigationRequested", path: "/" })
})
