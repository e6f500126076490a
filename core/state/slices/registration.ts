/**
 * The registration form's progress (spec section 4 "Registration", section 5): which form was submitted, the
 * affiliate check ('invitation code error' on refusal, spec section 8), the call in flight, the last error, and the
 * affiliate and referral codes the person arrived with (the fallback of spec section 5) and whether the referral code
 * was found valid on arrival (the person may drop it and register without). Opening the register modal starts
 * afresh; the codes are kept.
 */
import type { EndpointName } from "../../contract/Api.ts"
import { invitationCodeError } from "../../model/Affiliate.ts"
import { slice } from "../Slice.ts"
import { keepIfEqual } from "../sameJson.ts"

export interface RegistrationState {
  /** The form last submitted. */
  readonly method: "username" | "mobile" | undefined
  readonly pending: boolean
  /** The affiliate code's check: not done, passed, refused. */
  readonly affiliate: "unchecked" | "valid" | "invalid"
  /** The last refusal: a message key (`invitation_code_error`, `captcha_check_failed`...) or the server's message. */
  readonly error: { readonly key: string; readonly message: string } | undefined
  /** The registration succeeded. */
  readonly done: boolean
  /** Codes from the link the person arrived by. */
  readonly storedAffiliateCode: string | undefined
  readonly storedReferralCode: string | undefined
  /** The stored referral code's check on arrival: not done (or not answered), passed, refused. */
  readonly referral: "unchecked" | "valid" | "invalid"
}

const registerCalls: ReadonlySet<EndpointName> = new Set(["register", "registerMobile", "affiliate"])

const finished = (s: RegistrationState): RegistrationState =>
  s.done && !s.pending && s.error === undefined ? s : { ...s, done: true, pending: false, error: undefined }

export const initialRegistration: RegistrationState = {
  method: undefined,
  pending: false,
  affiliate: "unchecked",
  error: undefined,
  done: false,
  storedAffiliateCode: undefined,
  storedReferralCode: undefined,
  referral: "unchecked",
}

export const registration = slice<RegistrationState>(initialRegistration, {
  ModalOpened: (s, e) =>
    e.modal !== "register"
      ? s
      : keepIfEqual(s, {
          method: initialRegistration.method,
          pending: initialRegistration.pending,
          affiliate: initialRegistration.affiliate,
          error: initialRegistration.error,
          done: initialRegistration.done,
          storedAffiliateCode: s.storedAffiliateCode,
          storedReferralCode: s.storedReferralCode,
          referral: s.referral,
        }),
  ReferralCodeCaptured: (s, e) => {
    const affiliate = e.affiliateCode ?? s.storedAffiliateCode
    const referral = e.referralCode ?? s.storedReferralCode
    return affiliate === s.storedAffiliateCode && referral === s.storedReferralCode
      ? s
      : {
          ...s,
          storedAffiliateCode: affiliate,
          storedReferralCode: referral,
          referral: referral === s.storedReferralCode ? s.referral : "unchecked",
        }
  },
  ReferralCodeChecked: (s, e) =>
    e.referralCode !== s.storedReferralCode ? s : keepIfEqual(s, { ...s, referral: e.valid ? "valid" : "invalid" }),
  ReferralCodeDropped: (s) =>
    s.storedReferralCode === undefined && s.referral === "unchecked"
      ? s
      : { ...s, storedReferralCode: undefined, referral: "unchecked" },
  RegistrationSubmitted: (s, e) =>
    keepIfEqual(s, { ...s, method: e.method, pending: true, affiliate: "unchecked", error: undefined, done: false }),
  // The same call checks the link's referral code on arrival (ReferralCodeChecked): only a registration in flight
  // reads its answer as the affiliate check.
  AffiliateChecked: (s) => (!s.pending || s.affiliate === "valid" ? s : { ...s, affiliate: "valid" }),
  Registered: finished,
  RegisteredByMobile: finished,
  CallFailed: (s, e) => {
    if (!registerCalls.has(e.endpoint)) return s
    if (e.endpoint === "affiliate" && !s.pending) return s
    if (e.endpoint === "affiliate")
      return keepIfEqual(s, {
        ...s,
        pending: false,
        affiliate: "invalid",
        error: { key: invitationCodeError, message: e.message },
      })
    return keepIfEqual(s, { ...s, pending: false, error: { key: e.errorCode, message: e.message } })
  },
  NetworkFailed: (s, e) => (registerCalls.has(e.endpoint) && s.pending ? { ...s, pending: false } : s),
  ApiResponseRejected: (s, e) => (registerCalls.has(e.endpoint) && s.pending ? { ...s, pending: false } : s),
  FormRejected: (s, e) =>
    e.form === "register" ? keepIfEqual(s, { ...s, pending: false, error: { key: e.reason, message: "" } }) : s,
  LoggedOut: (s) => (s.done ? { ...s, done: false } : s),
})
