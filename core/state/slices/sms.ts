/**
 * SMS codes (spec section 4 "SMS cooldown", section 9): after a code is sent the resend button counts down
 * `expiredMinutes x 60` seconds (60 s for the third-party channel) and stays blocked until 0; requests are throttled
 * to one per 1000 ms. Each form (login, registration by username or mobile, reset by phone) has its own countdown.
 *
 * The countdown is held as the epoch ms it ends at, started when the code was sent: on the clock's second. The
 * seconds shown are read against `state.clock.now`, the last whole-second tick, so a countdown started at the exact
 * request time (carried by `SmsCodeRequested`, up to a second after that tick) would first read one second more than
 * the spec's `expiredMinutes x 60` (301 for 300). It therefore starts at the last tick when the request came less than
 * a second after it: the button reads exactly 300 when the code arrives and one less at each tick; the request's own
 * time when the clock is further behind (no ticks yet, a replay); the last tick when that is later. An answer without
 * its request (a recording replayed without intents) names no form and starts nothing. Never below zero.
 */
import type { EndpointName } from "../../contract/Api.ts"
import type { SmsChannel, SmsPurpose } from "../../model/SmsRequest.ts"
import { cooldownSeconds, requestIntervalMs } from "../../model/SmsRequest.ts"
import { slice } from "../Slice.ts"
import type { State } from "../State.ts"
import { keepIfEqual } from "../sameJson.ts"

export interface SmsState {
  /** Epoch ms each form's countdown ends at; 0 when none ran. */
  readonly cooldownUntil: Readonly<Record<SmsPurpose, number>>
  /** The request in flight. */
  readonly pending: { readonly purpose: SmsPurpose; readonly channel: SmsChannel; readonly at: number } | undefined
  /** When the last request was made (epoch ms), for the once-a-second throttle. */
  readonly lastRequestAt: number | undefined
  /** The last refusal, shown in a warning dialog (spec section 8). */
  readonly error: { readonly errorCode: string; readonly message: string } | undefined
}

const smsCalls: ReadonlySet<EndpointName> = new Set(["smsLoginCode", "smsRegisterCode"])

const startCooldown = (s: SmsState, purpose: SmsPurpose, until: number): SmsState => ({
  ...s,
  pending: undefined,
  error: undefined,
  cooldownUntil: { ...s.cooldownUntil, [purpose]: until },
})

/** The clock's tick interval (ms): `ClockTicked` comes once a second. */
const tickMs = 1000

/** When a countdown for a request made at `at` starts, given the clock's last tick `now` (see the module's doc). */
export const cooldownStart = (at: number, now: number): number => (at - now < tickMs ? now : at)

const sent = (s: SmsState, expiredMinutes: number, state: State): SmsState => {
  if (s.pending === undefined) return s
  const seconds = cooldownSeconds(s.pending.channel, expiredMinutes)
  return startCooldown(s, s.pending.purpose, cooldownStart(s.pending.at, state.clock.now) + seconds * 1000)
}

export const initialSms: SmsState = {
  cooldownUntil: { login: 0, registerByUsername: 0, registerByMobile: 0, resetPassword: 0 },
  pending: undefined,
  lastRequestAt: undefined,
  error: undefined,
}

export const sms = slice<SmsState>(initialSms, {
  SmsCodeRequested: (s, e) =>
    keepIfEqual(s, {
      ...s,
      pending: { purpose: e.purpose, channel: e.channel, at: e.at },
      lastRequestAt: e.at,
      error: undefined,
    }),
  LoginSmsCodeSent: (s, e, state) => sent(s, e.value.expiredMinutes, state),
  RegisterSmsCodeSent: (s, e, state) => sent(s, e.value.expiredMinutes, state),
  CallFailed: (s, e) =>
    smsCalls.has(e.endpoint)
      ? keepIfEqual(s, { ...s, pending: undefined, error: { errorCode: e.errorCode, message: e.message } })
      : s,
  NetworkFailed: (s, e) => (smsCalls.has(e.endpoint) && s.pending !== undefined ? { ...s, pending: undefined } : s),
  ApiResponseRejected: (s, e) =>
    smsCalls.has(e.endpoint) && s.pending !== undefined ? { ...s, pending: undefined } : s,
})

/** Whole seconds left on a form's countdown at `now` (epoch ms); never below zero. */
export const secondsLeft = (s: SmsState, purpose: SmsPurpose, now: number): number =>
  Math.max(0, Math.ceil((s.cooldownUntil[purpose] - now) / 1000))

/** Whether a new code may be asked for at `now`: no countdown running, none in flight, not within the throttle. */
export const canRequest = (s: SmsState, purpose: SmsPurpose, now: number): boolean =>
  s.pending === undefined &&
  secondsLeft(s, purpose, now) === 0 &&
  (s.lastRequestAt === undefined || now - s.lastRequestAt >= requestIntervalMs)
