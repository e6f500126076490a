import { describe, expect, it } from "vitest"
import { callErrorOf, isDefinite } from "./CallError.ts"

describe("CallError", () => {
  it("reads each failure event", () => {
    expect(
      callErrorOf({
        _tag: "CallFailed",
        endpoint: "status",
        status: 400,
        errorCode: "balance.not.enough",
        message: "No",
        captcha: false,
      }),
    ).toEqual({ errorCode: "balance.not.enough", message: "No" })
    expect(callErrorOf({ _tag: "NetworkFailed", endpoint: "status", reason: "slow" }).errorCode).toBe("network_slow")
    expect(callErrorOf({ _tag: "ApiResponseRejected", endpoint: "status", path: "value.a", message: "" })).toEqual({
      errorCode: "response_rejected",
      message: "value.a",
    })
  })
  it("counts only a refusal as a definite answer", () => {
    expect(
      isDefinite({ _tag: "CallFailed", endpoint: "status", status: 400, errorCode: "e", message: "", captcha: false }),
    ).toBe(true)
    expect(isDefinite({ _tag: "NetworkFailed", endpoint: "status", reason: "abnormal" })).toBe(false)
    expect(isDefinite({ _tag: "ApiResponseRejected", endpoint: "status", path: "", message: "" })).toBe(false)
  })
})
