import { describe, expect, it } from "vitest"
import type { CallFailed } from "../../core/events/Failures.ts"
import { VerificationFailed } from "../../core/ports/Verifier.ts"
import { ActionRefused } from "../../core/workflows/ActionRefused.ts"
import { FormRefused } from "../../core/workflows/FormRefused.ts"
import type { WorkflowError } from "../../core/workflows/WorkflowError.ts"
import { outcomeOf } from "./accountOutcome.ts"

const failed = (error: WorkflowError) => outcomeOf({ ok: false, error })

/** What a refusal core makes before any call gives: its reason as the key, with no message and no endpoint. */
const refusedBeforeAnyCall = (key: string) => ({ _tag: "Refused", key, message: "", endpoint: undefined })

describe("outcomeOf", () => {
  it("is done when the workflow succeeded", () => {
    expect(outcomeOf({ ok: true, value: "registered" })).toEqual({ _tag: "Done" })
  })

  it("keeps the platform's code, message and endpoint of a refusal", () => {
    const error: CallFailed = {
      _tag: "CallFailed",
      endpoint: "affiliate",
      status: 400,
      errorCode: "affiliate_code_invalid",
      message: "no agent",
      captcha: false,
    }
    expect(failed(error)).toEqual({
      _tag: "Refused",
      key: "affiliate_code_invalid",
      message: "no agent",
      endpoint: "affiliate",
    })
  })

  it("gives core's reason for a form it refused before any call", () => {
    expect(failed(new FormRefused({ form: "register", reason: "verification_code_required" }))).toEqual(
      refusedBeforeAnyCall("verification_code_required"),
    )
    expect(failed(new VerificationFailed({ reason: "closed" }))).toMatchObject({ key: "popup_closed" })
    expect(failed(new VerificationFailed({ reason: "failed" }))).toMatchObject({ key: "captcha_check_failed" })
  })

  it("gives core's reason for an action it refused before any call (a money rule, no session, a trial account)", () => {
    expect(failed(new ActionRefused({ action: "redeemPoints", reason: "points_not_enough" }))).toEqual(
      refusedBeforeAnyCall("points_not_enough"),
    )
    expect(failed(new ActionRefused({ action: "applyPromotion", reason: "trial" }))).toMatchObject({ key: "trial" })
  })

  it("tells a dropped or slow link apart from a refusal", () => {
    expect(failed({ _tag: "NetworkFailed", endpoint: "register", reason: "abnormal" })).toEqual({
      _tag: "Network",
      key: "network_abnormal",
    })
    expect(failed({ _tag: "NetworkFailed", endpoint: "register", reason: "slow" })).toEqual({
      _tag: "Network",
      key: "page_slow",
    })
  })

  it("takes only the errors workflows fail with: anything else is a compile error, not a string to match", () => {
    // @ts-expect-error: no workflow fails with a bare string
    expect(outcomeOf({ ok: false, error: "boom" })).toMatchObject({ _tag: "Refused", key: "unknown_error" })
    // @ts-expect-error: nor with a tag outside core's failures
    expect(outcomeOf({ ok: false, error: { _tag: "Strange" } })).toMatchObject({
      _tag: "Refused",
      key: "unknown_error",
    })
  })
})
