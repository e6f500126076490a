import { describe, expect, it } from "vitest"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { setPaymentPassword } from "./setPaymentPassword.ts"
import { ok } from "./testRuntime.ts"

describe("setPaymentPassword", () => {
  it("sends the passwords in the encrypted call only", async () => {
    const rt = memberRuntime(memberState(), { answers: { paymentPassword: ok() } })
    await rt.run(
      setPaymentPassword({ loginPassword: "login1", paymentPassword: "pay123", confirmPaymentPassword: "pay123" }),
    )
    expect(rt.requests[0]?.endpoint.encrypted).toBe(true)
    expect(rt.tags()).toEqual(["PaymentPasswordSet"])
    expect(JSON.stringify(rt.store.log())).not.toMatch(/login1|pay123/)
    expect(rt.store.state().funds.paymentPassword.done).toBe(true)
  })
  it("refuses a confirmation that differs", async () => {
    const rt = memberRuntime(memberState())
    await rt.run(setPaymentPassword({ loginPassword: "a", paymentPassword: "b", confirmPaymentPassword: "c" }))
    expect(rt.store.log()).toEqual([
      { _tag: "MemberActionRefused", action: "paymentPassword", reason: "inconsistent_twice" },
    ])
  })
})
