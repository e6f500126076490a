/**
 * Loads a challenge of the brand's verification check (`GET /wps/captcha/geetest`, core/model/VerificationChallenge.ts):
 * when a login or registration form opens with the check on, when the person asks for another image, and after an
 * attempt spent the last one. The person's refreshes are limited like the captcha's, once per 1000 ms (spec section
 * 9); a load after an attempt is not, since the attempt spent the challenge shown.
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
    const last = (yield* state).session.verificationRequestedAt
    if (options.afterAttempt !== true && last !== undefined && now - last < refreshIntervalMs)
      return "throttled" as const
    yield* emit({ _tag: "VerificationRequested", at: now })
    yield* call(session.verificationChallenge, {})
    return "loaded" as const
  })
