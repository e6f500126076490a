import { describe, expect, it } from "vitest"
import type { CallFailure } from "../model/CallError.ts"
import { failedSubmissions, idle, made, type Submission, sent } from "./Submission.ts"

interface Forms {
  readonly deposit: Submission<{ readonly amount: number }, string>
  readonly upline: Submission<{ readonly amount: number }>
  readonly loading: boolean
}

const refused = (endpoint: CallFailure["endpoint"]): CallFailure =>
  ({
    _tag: "CallFailed",
    endpoint,
    status: 400,
    errorCode: "amount_below_min",
    message: "",
    captcha: false,
  }) as CallFailure

describe("failedSubmissions", () => {
  const failed = failedSubmissions<Forms>({ depositRequest: "deposit", uplineTransfer: "upline" })
  const s: Forms = {
    deposit: sent(made<{ readonly amount: number }, string>("D1"), { amount: 5 }),
    upline: idle,
    loading: true,
  }

  it("fails the form the call answers: nothing in flight, the last outcome kept, the error shown", () => {
    const next = failed(s, refused("depositRequest"))
    expect(next.deposit).toEqual({
      inFlight: undefined,
      done: "D1",
      error: { errorCode: "amount_below_min", message: "" },
    })
    expect(next.upline).toBe(s.upline)
    expect(next.loading).toBe(true)
  })
  it("leaves the slice as it is on a failure of another call", () => {
    expect(failed(s, refused("balance"))).toBe(s)
  })
})
