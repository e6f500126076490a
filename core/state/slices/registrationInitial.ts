/**
 * The registration slice's value before any event, apart from its handlers (registration.ts): the first
 * view's store holds it while the handlers load after the first view (core/state/laterSlices.ts
 * for the first view's byte budget).
 */
import type { RegistrationState } from "./registration.ts"

export const initialRegistration: RegistrationState = {
  method: undefined,
  pending: false,
  affiliate: "unchecked",
  error: undefined,
  done: false,
  storedAffiliateCode: undefined,
  storedReferralCode: undefined,
}
