import { describe, expect, it } from "vitest"
import type { Event } from "../../events/Event.ts"
import type { Withdrawal } from "../../model/Withdrawal.ts"
import { memberState } from "../../workflows/memberTestKit.ts"
import { reduce, replay } from "../State.ts"
import { initialFunds } from "./funds.ts"

const paid: Withdrawal = { id: "W1", amount: 30000, status: "APPROVED", confirmation: "AWAITING", paidAt: 1000 }
const pending: Withdrawal = { id: "W2", amount: 5000, status: "PENDING" }

describe("funds slice", () => {
  const s0 = memberState()

  it("loads channels and follows a deposit request to its order", () => {
    const s = replay(
      [
        { _tag: "DepositChannelsLoaded", value: [{ id: "3", name: "Bank" }] },
        { _tag: "DepositRequested", key: "k", channelId: "3", amount: 10000 },
      ],
      s0,
    )
    expect(s.funds.channelsLoaded).toBe(true)
    expect(s.funds.deposit.inFlight).toEqual({ channelId: "3", amount: 10000 })
    const done = reduce(s, { _tag: "DepositOrderCreated", value: { id: "D9", amount: 10000, status: "PENDING" } }).funds
    expect(done.deposit).toEqual({
      inFlight: undefined,
      done: { id: "D9", amount: 10000, status: "PENDING" },
      error: undefined,
    })
    expect(done.deposits.rows.map((d) => d.id)).toEqual(["D9"])
  })
  it("shows a refused deposit's message", () => {
    const s = replay(
      [
        { _tag: "DepositRequested", key: "k", channelId: "3", amount: 10000 },
        {
          _tag: "CallFailed",
          endpoint: "depositRequest",
          status: 400,
          errorCode: "deposit.limit",
          message: "Too much",
          captcha: false,
        },
      ],
      s0,
    ).funds.deposit
    expect(s).toEqual({
      inFlight: undefined,
      done: undefined,
      error: { errorCode: "deposit.limit", message: "Too much" },
    })
  })
  it("loads histories with their paging", () => {
    const s = replay(
      [
        { _tag: "WithdrawalHistoryLoaded", value: { list: [paid, pending], totalPages: 2, pageNum: 1 } },
        { _tag: "DepositHistoryLoaded", value: {} },
      ],
      s0,
    ).funds
    expect(s.withdrawals).toEqual({ rows: [paid, pending], page: 1, totalPages: 2, loaded: true })
    expect(s.deposits).toEqual({ rows: [], page: 1, totalPages: 0, loaded: true })
  })
  it("keeps only withdrawals awaiting confirmation, and drops one once confirmed", () => {
    const s = replay(
      [
        { _tag: "WithdrawalHistoryLoaded", value: { list: [paid, pending] } },
        { _tag: "PaymentConfirmationsLoaded", value: { list: [paid, pending] } },
      ],
      s0,
    )
    expect(s.funds.confirmations).toEqual([paid])
    const confirmed = replay(
      [
        { _tag: "WithdrawalConfirmationRequested", withdrawalId: "W1", result: "RECEIVED" },
        { _tag: "WithdrawalConfirmed", value: { ...paid, confirmation: "RECEIVED" } },
      ],
      s,
    ).funds
    expect(confirmed.confirmations).toEqual([])
    expect(confirmed.withdrawals.rows[0]?.confirmation).toBe("RECEIVED")
    expect(confirmed.confirm.inFlight).toBeUndefined()
  })
  it("puts a cancelled withdrawal in place", () => {
    const s = replay(
      [
        { _tag: "WithdrawalHistoryLoaded", value: { list: [pending] } },
        { _tag: "WithdrawalCancelRequested", key: "c", withdrawalId: "W2" },
        { _tag: "WithdrawalCancelled", value: { ...pending, status: "CANCELLED" } },
      ],
      s0,
    ).funds
    expect(s.withdrawals.rows[0]?.status).toBe("CANCELLED")
    expect(s.cancel.done?.status).toBe("CANCELLED")
  })
  it("follows a transfer to the upline and the payment password being set", () => {
    const events: ReadonlyArray<Event> = [
      { _tag: "WithdrawalInfoLoaded", value: { hasPaymentPassword: false } },
      { _tag: "UplineTransferRequested", key: "u", amount: 700 },
      { _tag: "UplineTransferred", value: {} },
      { _tag: "PaymentPasswordSet", value: null },
    ]
    const s = replay(events, s0).funds
    expect(s.upline.done).toEqual({ amount: 700, moved: 700 })
    expect(s.paymentPassword.done).toBe(true)
    expect(s.withdrawalInfo?.hasPaymentPassword).toBe(true)
  })
  it("resets on logout, and ignores other endpoints' failures", () => {
    const s = replay([{ _tag: "WithdrawalSubmitted", value: pending }], s0)
    expect(reduce(s, { _tag: "LoggedOut", value: null }).funds).toBe(initialFunds)
    expect(reduce(s, { _tag: "NetworkFailed", endpoint: "balance", reason: "slow" }).funds).toBe(s.funds)
  })
})
