/**
 * Loads the image captcha (`GET /wps/captcha`, a base64 PNG; spec section 4): when a login refusal asks for it, when
 * a registration fails while captchas are on, and when the person clicks the image. Refreshed at most once per
 * 1000 ms (spec section 9): a click within a second of the last request is ignored.
 */
import * as Effect from "effect/Effect"
import * as session from "../contract/api/session.ts"
import { refreshIntervalMs } from "../model/Captcha.ts"
import { Clock } from "../ports/Clock.ts"
import { emit, state } from "../store/EventLog.ts"
import { call } from "./call.ts"

/** Loads a captcha unless one was asked for within the last second. */
export const loadCaptcha = Effect.gen(function* () {
  const now = yield* Clock.use((c) => c.now)
  const last = (yield* state).session.captchaRequestedAt
  if (last !== undefined && now - last < refreshIntervalMs) return "throttled" as const
  yield* emit({ _tag: "CaptchaRequested", at: now })
  yield* call(session.captcha, {})
  return "loaded" as const
})
