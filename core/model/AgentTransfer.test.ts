import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { agentTransferRefusal, DownlineTransferRequest } from "./AgentTransfer.ts"

describe("AgentTransfer", () => {
  it("encodes a downline transfer in major units", () => {
    expect(Schema.encodeSync(DownlineTransferRequest)({ downline: "bob", amount: 5000, paymentPassword: "x" })).toEqual(
      {
        downline: "bob",
        amount: 50,
        paymentPassword: "x",
      },
    )
  })
  it("refuses a missing downline, a zero amount, more than held, no password", () => {
    const form = { downline: "bob", amount: 5000, paymentPassword: "x" }
    expect(agentTransferRefusal({ ...form, downline: " " }, 10000)).toBe("downline_required")
    expect(agentTransferRefusal({ ...form, amount: 0 }, 10000)).toBe("amount_below_min")
    expect(agentTransferRefusal({ ...form, amount: 10001 }, 10000)).toBe("amount_above_balance")
    expect(agentTransferRefusal({ ...form, paymentPassword: "" }, 10000)).toBe("input_required")
    expect(agentTransferRefusal(form, undefined)).toBeUndefined()
    expect(agentTransferRefusal({ amount: 1, paymentPassword: "x" }, 10)).toBeUndefined()
  })
})
