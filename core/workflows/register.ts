/**
 * Registration by username or by mobile (spec section 4 "Registration", section 5): if an affiliate code was given
 * and its field is shown, it is checked first (a refusal shows 'invitation code error' and stops); the verification
 * tool checks; when SMS verification is on, the code must be there; then the encrypted registration. A registration
 * by username adds `registerUrl`, the affiliate and referral codes (falling back to the ones the person arrived
 * with), `domain`, `registerMethod: "WEB"` and `login: true`; one by mobile sends the form as typed with the mobile
 * number as username and `login: true` (spec section 5; the real client omits the other additions there). The answer
 * logs the new member in: the token is stored, login info loads, the modal closes, the portal goes home. A failed
 * registration refreshes the captcha when captchas are on.
 */
import * as Effect from "effect/Effect"
import * as session from "../contract/api/session.ts"
import type { RegistrationForm, RegistrationUser } from "../model/RegistrationUser.ts"
import { withSubmissionExtras } from "../model/RegistrationUser.ts"
import {
  registerFieldShown,
  registerHasCaptcha,
  registerNeedsSms,
  verificationCheckOn,
} from "../permissions/features.ts"
import { SessionStore } from "../ports/KeyValue.ts"
import { emit, state } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { callRedacted } from "./callRedacted.ts"
import { loadCaptcha } from "./loadCaptcha.ts"
import { loadMemberInfo } from "./loadMemberInfo.ts"
import { loadVerification } from "./loadVerification.ts"
import { refuse } from "./refuse.ts"
import { verify } from "./verify.ts"

export interface RegistrationRequest {
  readonly method: "username" | "mobile"
  readonly form: RegistrationForm
  /** The page the person registered on (spec section 5 `registerUrl`). */
  readonly registerUrl: string
  /** The answer to the brand's verification check, when it is on (core/workflows/verify.ts). */
  readonly verification?: string | undefined
  /** The portal's domain, if any. */
  readonly domain?: string | undefined
}

const filled = (s: string | undefined): string | undefined => {
  const t = s?.trim()
  return t === undefined || t === "" ? undefined : t
}

/** Registers; ends logged in (when the platform returns a token) or fails after emitting why. */
export const register = (input: RegistrationRequest) =>
  Effect.gen(function* () {
    const before = yield* state
    const { form, method } = input
    const account = method === "mobile" ? (filled(form.mobileNum) ?? form.username) : form.username.trim()
    yield* emit({ _tag: "RegistrationSubmitted", method, account })

    const affiliateCode = filled(form.affiliateCode)
    if (affiliateCode !== undefined && registerFieldShown(before, "affiliateCode")) {
      const domain = filled(input.domain)
      yield* call(session.affiliate, { code: affiliateCode, ...(domain === undefined ? {} : { domain }) })
    }

    const verification = yield* verify("register", "register", input.verification)
    if (registerNeedsSms(before) && filled(form.verificationCode) === undefined) {
      return yield* refuse("register", "verification_code_required")
    }

    const body: RegistrationUser =
      method === "username"
        ? withSubmissionExtras(form, {
            registerUrl: input.registerUrl,
            domain: filled(input.domain),
            storedAffiliateCode: before.registration.storedAffiliateCode,
            storedReferralCode: before.registration.storedReferralCode,
          })
        : { ...form, username: account, login: true }
    const answer = yield* callRedacted(method === "username" ? session.register : session.registerMobile, {
      ...body,
      ...verification,
    }).pipe(
      Effect.tapError(() => (registerHasCaptcha(before) ? Effect.ignore(loadCaptcha) : Effect.void)),
      // The attempt spent the verification challenge: the form shows a new one.
      Effect.tapError(() =>
        verificationCheckOn(before) ? Effect.ignore(loadVerification({ afterAttempt: true })) : Effect.void,
      ),
    )

    if (answer.token != null && answer.token !== "") {
      const store = yield* SessionStore
      yield* store.set("token", answer.token)
      yield* loadMemberInfo
    }
    yield* emit({ _tag: "NavigationRequested", path: "/" })
    return "registered" as const
  })
