import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import {
  awaitsConfirmation,
  ConfirmRequest,
  canCancel,
  canForce,
  confirmationDeadline,
  Withdrawal,
  WithdrawalInfo,
  withdrawRefusal,
} from "./Withdrawal.ts"

const paid = Schema.decodeUnknownSync(Withdrawal)({
  id: 55,
  amount: "300.00",
  status: "APPROVED",
  confirmation: "AWAITING",
  paidAt: 1_000_000,
})

describe("Withdrawal", () => {
  it("decodes the info with a flag and a timeout sent as strings", () => {
    const info = Schema.decodeUnknownSync(WithdrawalInfo)({
      bankAccounts: [{ id: 1, bankName: "BDO", accountNumber: "****1234" }],
      minAmount: 100,
      maxAmount: "50000",
      withdrawable: 2500.75,
      hasPaymentPassword: "1",
      autoConfirmMinutes: "30",
    })
    expect(info.withdrawable).toBe(250075)
    expect(info.hasPaymentPassword).toBe(true)
    expect(info.autoConfirmMinutes).toBe(30)
  })
  it("knows what can be cancelled and what awaits confirmation", () => {
    expect(canCancel({ ...paid, status: "PENDING" })).toBe(true)
    expect(canCancel(paid)).toBe(false)
    expect(awaitsConfirmation(paid)).toBe(true)
    expect(awaitsConfirmation({ ...paid, confirmation: "RECEIVED" })).toBe(false)
  })
  it("allows forced receipt only once the timeout has passed", () => {
    expect(confirmationDeadline(paid, 30)).toBe(1_000_000 + 30 * 60_000)
    expect(canForce(paid, 30, 1_000_000 + 30 * 60_000 - 1)).toBe(false)
    expect(canForce(paid, 30, 1_000_000 + 30 * 60_000)).toBe(true)
    expect(canForce(paid, undefined, Number.MAX_SAFE_INTEGER)).toBe(false)
  })
  it("encodes a not-received confirmation with its proof", () => {
    expect(
      Schema.encodeSync(ConfirmRequest)({ withdrawalId: "55", result: "NOT_RECEIVED", proofImage: "iVBORw0KGgo=" }),
    ).toEqual({ withdrawalId: "55", result: "NOT_RECEIVED", proofImage: "iVBORw0KGgo=" })
  })
  it("refuses a withdraw form out of the limits or without the payment password", () => {
    const info = { minAmount: 10000, maxAmount: 100000, withdrawable: 50000 }
    const form = { bankAccountId: "1", amount: 20000, paymentPassword: "123456" }
    expect(withdrawRefusal(info, { ...form, bankAccountId: "" })).toBe("account_required")
    expect(withdrawRefusal(info, { ...form, amount: 9999 })).toBe("amount_below_min")
    expect(withdrawRefusal(info, { ...form, amount: 100001 })).toBe("amount_above_max")
    expect(withdrawRefusal(info, { ...form, amount: 60000 })).toBe("amount_above_balance")
    expect(withdrawRefusal(info, { ...form, paymentPassword: " " })).toBe("input_required")
    expect(withdrawRefusal(info, form)).toBeUndefined()
  })
})
