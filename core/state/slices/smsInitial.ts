/**
 * The sms slice's value before any event, apart from its handlers (sms.ts): the first
 * view's store holds it while the handlers load after the first view (core/state/laterSlices.ts
 * for the first view's byte budget).
 */
import type { SmsState } from "./sms.ts"

export const initialSms: SmsState = {
  cooldownUntil: { login: 0, registerByUsername: 0, registerByMobile: 0, resetPassword: 0 },
  pending: undefined,
  lastRequestAt: undefined,
  error: undefined,
}
