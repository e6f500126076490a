/**
 * Password recovery by email (spec section 4 "Recovery"): a form post of the username and the bound email; on
 * success the confirmation shows and the modal closes (the modals slice reacts to `PasswordRecoveryEmailSent`).
 * The platform emails a one-time code (our choice, core/model/ForgotPassword.ts); with it the member sets a new
 * password, is logged in with it and goes home, as after a reset by phone.
 */
import * as Effect from "effect/Effect"
import * as session from "../contract/api/session.ts"
import type { ResetPasswordByEmail } from "../model/ForgotPassword.ts"
import { call } from "./call.ts"
import { logInWithNewPassword } from "./recoverByPhone.ts"

/** Asks the platform to email a reset code. */
export const recoverByEmail = (input: { readonly username: string; readonly email: string }) =>
  call(session.forgotPasswordByEmail, { username: input.username.trim(), email: input.email.trim() }).pipe(
    Effect.asVoid,
  )

/** What the reset form sends: the reset's body itself, trimmed before it goes. */
export type EmailCodeReset = ResetPasswordByEmail

/** Sets a new password with the emailed code, logs in with it, goes home. */
export const resetByEmailCode = (input: EmailCodeReset) =>
  Effect.gen(function* () {
    const username = input.username.trim()
    const newPassword = input.newPassword.trim()
    const reset = yield* call(session.resetPasswordByEmail, { username, code: input.code.trim(), newPassword })
    return yield* logInWithNewPassword(reset.account ?? username, newPassword)
  })
