/**
 * Password recovery by email (spec section 4 "Recovery"): a form post of the username and the bound email; on
 * success the confirmation shows and the modal closes (the modals slice reacts to `PasswordRecoveryEmailSent`).
 */
import * as Effect from "effect/Effect"
import { session } from "../contract/api/session.ts"
import { call } from "./call.ts"

/** Asks the platform to email a new password. */
export const recoverByEmail = (input: { readonly username: string; readonly email: string }) =>
  call(session.forgotPasswordByEmail, { username: input.username.trim(), email: input.email.trim() }).pipe(
    Effect.asVoid,
  )
