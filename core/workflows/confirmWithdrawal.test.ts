import { describe, expect, it } from "vitest"
import type { Withdrawal } from "../model/Withdrawal.ts"
import { replay } from "../state/State.ts"
import { confirmWithdrawal } from "./confirmWithdrawal.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

const paidAt = Date.UTC(2024, 2, 1, 10, 0)
const paid: Withdrawal = { id: "W1", amount: 30000, status: "APPROVED", confirmation: "AWAITING", paidAt }
const state = replay(
  [
    { _tag: "WithdrawalInfoLoaded", value: { autoConfirmMinutes: 30 } },
    { _tag: "PaymentConfirmationsLoaded", value: { list: [paid] } },
  ],
  memberState(),
)
const proof = { name: "proof.png", type: "image/png", size: 200_000, base64: "iVBORw0KGgo=" }

describe("confirmWithdrawal", () => {
  it("confirms receipt, and the withdrawal leaves the list awaiting confirmation", async () => {
    const rt = memberRuntime(state, {
      answers: { confirmWithdrawal: ok({ ...paid, paidAt, amount: 300, confirmation: "RECEIVED" }) },
    })
    await rt.run(confirmWithdrawal({ withdrawalId: "W1", result: "RECEIVED" }))
    expect(rt.requests[0]?.body).toEqual({ withdrawalId: "W1", result: "RECEIVED" })
    expect(rt.tags()).toEqual(["WithdrawalConfirmationRequested", "WithdrawalConfirmed"])
    expect(rt.store.state().funds.confirmations).toEqual([])
  })
  it("sends not-received with its proof image, and refuses it without one or with a wrong file", async () => {
    const rt = memberRuntime(state, {
      answers: { confirmWithdrawal: ok({ ...paid, amount: 300, confirmation: "NOT_RECEIVED" }) },
    })
    await rt.run(confirmWithdrawal({ withdrawalId: "W1", result: "NOT_RECEIVED" }))
    await rt.run(
      confirmWithdrawal({
        withdrawalId: "W1",
        result: "NOT_RECEIVED",
        proof: { ...proof, name: "a.gif", type: "image/gif" },
      }),
    )
    await rt.run(
      confirmWithdrawal({ withdrawalId: "W1", result: "NOT_RECEIVED", proof: { ...proof, size: 6 * 1024 * 1024 } }),
    )
    expect(rt.called()).toEqual([])
    expect(rt.reasons()).toEqual(["proof_required", "image_type_invalid", "image_too_large"])
    await rt.run(confirmWithdrawal({ withdrawalId: "W1", result: "NOT_RECEIVED", proof }))
    expect(rt.requests[0]?.body).toEqual({ withdrawalId: "W1", result: "NOT_RECEIVED", proofImage: "iVBORw0KGgo=" })
  })
  it("allows forced receipt only once the timeout has passed", async () => {
    const early = memberRuntime(state, { now: paidAt + 29 * 60_000 })
    await early.run(confirmWithdrawal({ withdrawalId: "W1", result: "FORCED" }))
    expect(early.store.log()).toEqual([
      { _tag: "MemberActionRefused", action: "confirmWithdrawal", reason: "timeout_not_reached" },
    ])
    const late = memberRuntime(state, {
      now: paidAt + 30 * 60_000,
      answers: { confirmWithdrawal: ok({ ...paid, amount: 300, confirmation: "FORCED" }) },
    })
    await late.run(confirmWithdrawal({ withdrawalId: "W1", result: "FORCED" }))
    expect(late.requests[0]?.body).toEqual({ withdrawalId: "W1", result: "FORCED" })
  })
  it("refuses a withdrawal that does not await confirmation", async () => {
    const rt = memberRuntime(state)
    await rt.run(confirmWithdrawal({ withdrawalId: "W7", result: "RECEIVED" }))
    expect(rt.store.log()).toEqual([
      { _tag: "MemberActionRefused", action: "confirmWithdrawal", reason: "not_awaiting_confirmation" },
    ])
  })
})
