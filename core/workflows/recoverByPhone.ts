/**
 * Password recovery by phone (spec section 4 "Recovery"; offered when CHNGPASSVERIF3 is on): the new password is set
 * with the mobile number and the SMS code, then the member is logged in automatically with it (the account the answer
 * names, else the mobile number; no verification tool, cookies left as they are) and the portal goes home.
 */
import * as Effect from "effect/Effect"
import * as session from "../contract/api/session.ts"
import type { MobileNumberInput } from "../model/Country.ts"
import { defaultPassword } from "../model/LoginPayload.ts"
import { emit } from "../store/EventLog.ts"
import { afterLogin } from "./afterLogin.ts"
import { call } from "./call.ts"
import { callRedacted } from "./callRedacted.ts"

export interface PhoneRecovery extends MobileNumberInput {
  readonly newPassword: string
  readonly verificationCode: string
}

/** Sets a new password by SMS code, logs in with it, goes home. */
export const recoverByPhone = (input: PhoneRecovery) =>
  Effect.gen(function* () {
    const mobileNum = input.mobileNum.trim()
    const newPassword = input.newPassword.trim()
    const reset = yield* call(session.resetPasswordByPhone, {
      mobileNum,
      newPassword,
      verificationCode: input.verificationCode.trim(),
      ...(input.countryDialingCode === undefined ? {} : { countryDialingCode: input.countryDialingCode }),
    })
    return yield* logInWithNewPassword(reset.account ?? mobileNum, newPassword)
  })

/**
 * After a reset (by phone or by the emailed code): logs in with the new password as the account (no verification
 * tool, cookies left as they are) and goes home.
 */
export const logInWithNewPassword = (account: string, newPassword: string) =>
  Effect.gen(function* () {
    yield* emit({
      _tag: "LoginSubmitted",
      method: "username",
      account,
      defaultPassword: newPassword === defaultPassword,
    })
    const answer = yield* callRedacted(session.login, { username: account, password: newPassword, type: "username" })
    const outcome = yield* afterLogin(answer, undefined)
    yield* emit({ _tag: "NavigationRequested", path: "/" })
    return outcome
  })
