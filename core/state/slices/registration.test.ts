import { describe, expect, it } from "vitest"
import type { EndpointName } from "../../contract/Api.ts"
import type { Event } from "../../events/Event.ts"
import { initialState, reduce, replay } from "../State.ts"
import { initialRegistration } from "./registration.ts"

const submitted: Event = { _tag: "RegistrationSubmitted", method: "username", account: "newbie" }
const failed = (endpoint: EndpointName, errorCode: string, message = ""): Event => ({
  _tag: "CallFailed",
  endpoint,
  status: 400,
  errorCode,
  message,
  captcha: false,
})

describe("registration slice", () => {
  it("goes pending, checks the affiliate code, then finishes", () => {
    const s = replay([submitted, { _tag: "AffiliateChecked", value: null }]).registration
    expect(s).toMatchObject({ method: "username", pending: true, affiliate: "valid", done: false })
    const done = replay([submitted, { _tag: "Registered", value: { token: "[redacted]" } }]).registration
    expect(done).toMatchObject({ pending: false, done: true, error: undefined })
  })
  it("reports a refused invitation code as 'invitation code error'", () => {
    const s = replay([submitted, failed("affiliate", "affiliate.invalid", "bad code")]).registration
    expect(s).toMatchObject({
      pending: false,
      affiliate: "invalid",
      error: { key: "invitation_code_error", message: "bad code" },
    })
  })
  it("keeps the server's refusal of the registration and a form refusal", () => {
    expect(replay([submitted, failed("registerMobile", "username.exist", "Taken")]).registration.error).toEqual({
      key: "username.exist",
      message: "Taken",
    })
    expect(
      replay([submitted, { _tag: "FormRejected", form: "register", reason: "captcha_check_failed" }]).registration
        .error,
    ).toEqual({ key: "captcha_check_failed", message: "" })
    const other = replay([submitted])
    expect(reduce(other, failed("login", "x")).registration).toBe(other.registration)
    expect(reduce(other, { _tag: "FormRejected", form: "login", reason: "x" }).registration).toBe(other.registration)
  })
  it("remembers the arrival codes and keeps them when the modal opens afresh", () => {
    const s = replay([
      { _tag: "ReferralCodeCaptured", referralCode: "REF9" },
      { _tag: "ReferralCodeCaptured", affiliateCode: "AFF1" },
      submitted,
      failed("register", "x"),
      { _tag: "ModalOpened", modal: "register" },
    ]).registration
    expect(s).toEqual({ ...initialRegistration, storedAffiliateCode: "AFF1", storedReferralCode: "REF9" })
  })
  it("returns the same slice for events it does not care about", () => {
    expect(reduce(initialState, { _tag: "ModalOpened", modal: "register" }).registration).toBe(
      initialState.registration,
    )
    // Outside a registration in flight the affiliate call is the referral check on arrival, not the affiliate check.
    expect(reduce(initialState, { _tag: "AffiliateChecked", value: null }).registration).toBe(initialState.registration)
    expect(reduce(initialState, { _tag: "NetworkFailed", endpoint: "register", reason: "slow" }).registration).toBe(
      initialState.registration,
    )
  })
  it("keeps the referral check on arrival apart from the registration's affiliate check, and drops the code", () => {
    const captured: Event = { _tag: "ReferralCodeCaptured", referralCode: "ABC" }
    const refusedOnArrival = replay([captured, failed("affiliate", "referral_code_invalid", "bad")]).registration
    expect(refusedOnArrival).toMatchObject({ affiliate: "unchecked", error: undefined, referral: "unchecked" })
    const checked = replay([captured, { _tag: "ReferralCodeChecked", referralCode: "ABC", valid: false }]).registration
    expect(checked).toMatchObject({ storedReferralCode: "ABC", referral: "invalid" })
    const stale = replay([captured, { _tag: "ReferralCodeChecked", referralCode: "OLD", valid: false }]).registration
    expect(stale.referral).toBe("unchecked")
    const dropped = replay([
      captured,
      { _tag: "ReferralCodeChecked", referralCode: "ABC", valid: false },
      { _tag: "ReferralCodeDropped" },
    ]).registration
    expect(dropped).toMatchObject({ storedReferralCode: undefined, referral: "unchecked" })
  })
})
