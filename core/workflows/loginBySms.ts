/**
 * Login by mobile number and SMS code (spec section 4 "Login"): the same login call with `type: "sms"`, the mobile
 * number as username and the code as password; it skips the verification tool, never forces a password change and
 * leaves the stored password unknown (`cpw` cleared).
 */
import * as Effect from "effect/Effect"
import * as session from "../contract/api/session.ts"
import type { MobileNumberInput } from "../model/Country.ts"
import { emit } from "../store/EventLog.ts"
import { afterLogin } from "./afterLogin.ts"
import { callRedacted } from "./callRedacted.ts"

export interface SmsLogin extends MobileNumberInput {
  readonly code: string
  readonly remember: boolean
}

/** Logs in by SMS code. */
export const loginBySms = (input: SmsLogin) =>
  Effect.gen(function* () {
    const mobileNum = input.mobileNum.trim()
    yield* emit({ _tag: "LoginSubmitted", method: "sms", account: mobileNum, defaultPassword: false })
    const answer = yield* callRedacted(session.login, {
      username: mobileNum,
      password: input.code.trim(),
      type: "sms",
      ...(input.countryDialingCode === undefined ? {} : { countryDialingCode: input.countryDialingCode }),
    })
    return yield* afterLogin(answer, {
      method: "sms",
      account: mobileNum,
      remember: input.remember,
      countryDialingCode: input.countryDialingCode,
    })
  })
