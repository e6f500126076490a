/**
 * Second verification of a login from a new IP (spec section 4): after a login refused with `login_verify_required`
 * the person proves the account by an SMS code, the bound email, the bank account name or a Google code, and the
 * login is made again with the proof (`POST /wps/session/login/verification`, our choice of shape). On success the
 * after-login steps run as for any login.
 */
import * as Effect from "effect/Effect"
import * as session from "../contract/api/session.ts"
import { defaultPassword } from "../model/LoginPayload.ts"
import type { VerificationMethod } from "../model/SecondVerification.ts"
import { emit } from "../store/EventLog.ts"
import { afterLogin } from "./afterLogin.ts"
import { callRedacted } from "./callRedacted.ts"

export interface NewIpVerification {
  readonly username: string
  readonly password: string
  readonly method: VerificationMethod
  /** The SMS code, the bound email, the bank account name or the Google code. */
  readonly code: string
  readonly countryDialingCode?: string | undefined
  readonly remember: boolean
}

/** Completes a held login with its second verification. */
export const verifyNewIp = (input: NewIpVerification) =>
  Effect.gen(function* () {
    const account = input.username.trim()
    const password = input.password.trim()
    yield* emit({ _tag: "LoginSubmitted", method: "username", account, defaultPassword: password === defaultPassword })
    const answer = yield* callRedacted(session.loginVerification, {
      username: account,
      password,
      verifyType: input.method,
      verifyCode: input.code.trim(),
      ...(input.countryDialingCode === undefined ? {} : { countryDialingCode: input.countryDialingCode }),
    })
    return yield* afterLogin(answer, { method: "username", account, remember: input.remember })
  })
