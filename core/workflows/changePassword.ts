/**
 * Change of password (spec section 4; forced at first login with the flagged default or when expired, spec section
 * 9): the confirmation must equal the new password ('inconsistent_twice', spec section 5); then the encrypted call.
 * A forced change ends the held login: member info loads and the member is logged in, and the hold's mark in session
 * storage (`cpw`, afterLogin.ts) is dropped so a reload no longer forces the change.
 */
import * as Effect from "effect/Effect"
import * as session from "../contract/api/session.ts"
import type { PasswordChange } from "../model/PasswordChange.ts"
import { SessionStore } from "../ports/KeyValue.ts"
import { state } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { loadMemberInfo } from "./loadMemberInfo.ts"
import { refuse } from "./refuse.ts"

/** Changes the password. */
export const changePassword = (input: PasswordChange) =>
  Effect.gen(function* () {
    if (input.newPassword !== input.confirmNewPassword) return yield* refuse("changePassword", "inconsistent_twice")
    const before = yield* state
    yield* call(session.changePassword, input)
    yield* SessionStore.use((s) => s.remove("cpw"))
    // A held login (spec section 4) or a session whose member info never loaded: load it now.
    const held = before.session.forcedPasswordChange !== undefined
    if (held || (before.session.loggedIn && before.session.member === undefined)) yield* loadMemberInfo
  })
