/**
 * The password flows (spec section 4 "Recovery", "Login" forced change; section 3 "Change password", "Forgot by
 * email", "By phone"): core's workflows. Each answers how its submission ended; what follows (the
 * modal closing, the confirmation, the automatic login, going home) comes from the state's answer.
 */
import { defaultPassword } from "../../core/model/LoginPayload.ts"
import type { State } from "../../core/state/State.ts"
import * as ChangePassword from "../../core/workflows/changePassword.ts"
import * as RecoverByEmail from "../../core/workflows/recoverByEmail.ts"
import * as RecoverByPhone from "../../core/workflows/recoverByPhone.ts"
import { attempt, state } from "../app/runtime.ts"
import { type AccountOutcome, outcomeOf } from "./accountOutcome.ts"

/** The password typed in the login form, held in this tab's memory only for an expired-password change. */
let typedAtLogin: string | undefined

/** Holds (or, with undefined, drops) the password the login form sent; never stored, never in an event. */
export const holdTypedPassword = (password: string | undefined): void => {
  typedAtLogin = password
}

/**
 * The current password when the portal knows it without asking (spec section 5: asked only when it is not known):
 * the flagged default '123456' the session was opened with, or, for an expired password, the one just typed in the
 * login form. Arena never stores a password (README, Decisions): after a reload any other one is asked.
 */
export const knownOldPassword = (s: State): string | undefined =>
  s.session.passwordUnknown
    ? undefined
    : s.session.attempt?.defaultPassword === true
      ? defaultPassword
      : s.session.forcedPasswordChange === "expired"
        ? typedAtLogin
        : undefined

/** Changes the password; the old one is the typed one, else the known default. */
export const changePassword = async (input: {
  readonly oldPassword?: string | undefined
  readonly newPassword: string
  readonly confirmNewPassword: string
}): Promise<AccountOutcome> => {
  const oldPassword = input.oldPassword ?? knownOldPassword(state()) ?? ""
  const outcome = outcomeOf(
    await attempt(
      ChangePassword.changePassword({
        oldPassword,
        newPassword: input.newPassword,
        confirmNewPassword: input.confirmNewPassword,
      }),
    ),
  )
  if (state().session.forcedPasswordChange === undefined) holdTypedPassword(undefined)
  return outcome
}

/** Asks for a new password by email. */
export const recoverByEmail = async (input: { readonly username: string; readonly email: string }) => {
  return outcomeOf(await attempt(RecoverByEmail.recoverByEmail(input)))
}

/** Sets a new password with the emailed code, then logs in with it and goes home. */
export const resetByEmailCode = async (input: {
  readonly username: string
  readonly code: string
  readonly newPassword: string
}): Promise<AccountOutcome> => {
  return outcomeOf(await attempt(RecoverByEmail.resetByEmailCode(input)))
}

/** Sets a new password with an SMS code, then logs in with it and goes home. */
export const recoverByPhone = async (input: {
  readonly mobileNum: string
  readonly countryDialingCode?: string | undefined
  readonly newPassword: string
  readonly verificationCode: string
}): Promise<AccountOutcome> => {
  return outcomeOf(await attempt(RecoverByPhone.recoverByPhone(input)))
}
