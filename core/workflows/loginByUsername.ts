/**
 * Login by username and password (spec section 4 "Login"): fields trimmed (spec section 5); `LoginSubmitted` says
 * whether the password is the flagged default, never the password; the verification tool checks first; then the
 * encrypted login. A refusal that asks for the captcha loads its image; a new IP leaves the session waiting for
 * second verification (`verifyNewIp`). On success, the after-login steps.
 */
import * as Effect from "effect/Effect"
import * as session from "../contract/api/session.ts"
import type { PlatformError } from "../events/Failures.ts"
import { defaultPassword } from "../model/LoginPayload.ts"
import { verificationCheckOn } from "../permissions/features.ts"
import { emit, state } from "../store/EventLog.ts"
import { afterLogin } from "./afterLogin.ts"
import { callRedacted } from "./callRedacted.ts"
import { loadCaptcha } from "./loadCaptcha.ts"
import { loadVerification } from "./loadVerification.ts"
import { verify } from "./verify.ts"

export interface UsernameLogin {
  readonly username: string
  readonly password: string
  /** The captcha's answer, when the box is shown. */
  readonly captcha?: string | undefined
  /** The answer to the brand's verification check, when it is on (core/workflows/verify.ts). */
  readonly verification?: string | undefined
  /** "Remember password" ticked. */
  readonly remember: boolean
}

/** On a refusal asking for the captcha, loads its image (spec section 4). */
export const loadCaptchaIfAsked = (error: PlatformError) =>
  error._tag === "CallFailed" && error.captcha ? Effect.ignore(loadCaptcha) : Effect.void

/** Logs in by username. */
export const loginByUsername = (input: UsernameLogin) =>
  Effect.gen(function* () {
    const account = input.username.trim()
    const password = input.password.trim()
    yield* emit({
      _tag: "LoginSubmitted",
      method: "username",
      account,
      defaultPassword: password === defaultPassword,
    })
    const checked = verificationCheckOn(yield* state)
    const verification = yield* verify("login", "login", input.verification)
    const captcha = input.captcha?.trim()
    const answer = yield* callRedacted(session.login, {
      username: account,
      password,
      type: "username",
      ...(captcha === undefined || captcha === "" ? {} : { captcha }),
      ...verification,
    }).pipe(
      Effect.tapError(loadCaptchaIfAsked),
      // The attempt spent the challenge (the platform checks an answer once): the form shows a new one.
      Effect.tapError(() => (checked ? Effect.ignore(loadVerification({ afterAttempt: true })) : Effect.void)),
    )
    return yield* afterLogin(answer, { method: "username", account, remember: input.remember })
  })
