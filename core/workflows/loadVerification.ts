/**
 * Loads a challenge of the brand's verification check (`GET /wps/captcha/geetest`,
 * core/model/VerificationChallenge.ts): when a login or registration form opens with the check on, when the person asks for another image, and after an
 * attempt spent the last one. The image is a captcha: the person's refreshes share the captcha's limit, once per
 * 1000 ms (spec section 9); a load after an attempt does not wait, since the attempt spent the challenge shown.
 */
import * as Effect from "effect/Effect"
import * as session from "../contract/api/session.ts"
import { refreshIntervalMs } from "../model/Captcha.ts"
import { Clock } from "../ports/Clock.ts"
import { emit, state } from "../store/EventLog.ts"
import { call } from "./call.ts"

/** Loads a challenge unless the person asked for one within the last second (`afterAttempt`: always). */
export const loadVerification = (options: { readonly afterAttempt?: boolean } = {}) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const last = (yield* state).session.captchaRequestedAt
    if (options.afterAttempt !== true && last !== undefined && now - last < refreshIntervalMs)
      return "throttled" as const
    yield* emit({ _tag: "CaptchaRequested", at: now })
    yield* call(session.verificationChallenge, {})
    return "loaded" as const
  })
