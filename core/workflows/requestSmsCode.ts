/**
 * Asks for an SMS code (spec section 4 "SMS cooldown", section 9): for the SMS login and the reset by phone
 * (`/wps/verification/sms/noLogin`), for a registration by username or by mobile (`/wps/verification/sms/register`,
 * `mobileNo`). Refused while the form's countdown runs or a request is in flight, and ignored within 1000 ms of the
 * last request. The countdown (expiredMinutes x 60 s, 60 s on the third-party channel) starts from the request's time;
 * a refusal shows the server's message in a warning dialog (spec section 8).
 */
import * as Effect from "effect/Effect"
import * as session from "../contract/api/session.ts"
import type { MobileNumberInput } from "../model/Country.ts"
import type { SmsPurpose } from "../model/SmsRequest.ts"
import { requestIntervalMs } from "../model/SmsRequest.ts"
import { Clock } from "../ports/Clock.ts"
import { secondsLeft } from "../state/slices/sms.ts"
import { emit, state } from "../store/EventLog.ts"
import { call } from "./call.ts"

export interface SmsCodeRequest extends MobileNumberInput {
  readonly purpose: SmsPurpose
}

/** What became of the request: sent, held by the countdown or a request in flight, or ignored by the throttle. */
export type SmsCodeOutcome = "sent" | "coolingDown" | "throttled"

/** Asks for a code. */
export const requestSmsCode = (input: SmsCodeRequest) =>
  Effect.gen(function* () {
    const now = yield* Clock.use((c) => c.now)
    const s = yield* state
    if (s.sms.lastRequestAt !== undefined && now - s.sms.lastRequestAt < requestIntervalMs)
      return "throttled" as SmsCodeOutcome
    if (s.sms.pending !== undefined || secondsLeft(s.sms, input.purpose, now) > 0)
      return "coolingDown" as SmsCodeOutcome
    yield* emit({ _tag: "SmsCodeRequested", purpose: input.purpose, channel: s.settings.smsChannel, at: now })
    const mobileNum = input.mobileNum.trim()
    const dialing = input.countryDialingCode === undefined ? {} : { countryDialingCode: input.countryDialingCode }
    if (input.purpose === "login" || input.purpose === "resetPassword") {
      yield* call(session.smsLoginCode, { mobileNum, ...dialing })
    } else {
      yield* call(session.smsRegisterCode, {
        mobileNo: mobileNum,
        regType: input.purpose === "registerByUsername" ? "username" : "mobile",
        ...dialing,
      })
    }
    return "sent" as SmsCodeOutcome
  })
