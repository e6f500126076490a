import { describe, expect, it } from "vitest"
import { Api } from "../contract/Api.ts"
import type { SessionEnded } from "../events/Failures.ts"
import type { RecordFilter } from "../model/Records.ts"
import { receiveLive, refusedLive } from "./followLive.ts"
import { loadJackpot } from "./loadJackpot.ts"
import { type MemberRuntime, memberRuntime, memberState } from "./memberTestKit.ts"
import { refreshBalance } from "./refreshBalance.ts"
import { ok } from "./testRuntime.ts"

// The balance answer as the wire carries it (wire notes: amounts as decimal text).
const wireBalance = { sumBalance: "88.80", currencySymbol: "₱" }

/** Two members: one polled `call` (answered `wire`) through `poll`, the other was pushed the same answer. */
const pushedAndPolled = async (
  call: "balance" | "jackpot",
  wire: unknown,
  poll: Parameters<MemberRuntime["run"]>[0],
) => {
  const polled = memberRuntime(memberState(), { answers: { [call]: ok(wire) } })
  await polled.run(poll)
  const pushed = memberRuntime(memberState())
  await pushed.run(receiveLive(JSON.stringify({ call, value: wire })))
  return { pushed, polled }
}

describe("receiveLive", () => {
  it("turns a pushed balance into the polled answer's event, giving the same state", async () => {
    const { pushed, polled } = await pushedAndPolled("balance", wireBalance, refreshBalance)
    expect(pushed.tags()).toEqual(["BalanceLoaded"])
    expect(pushed.called()).toEqual([])
    expect(pushed.store.state().wallet).toEqual(polled.store.state().wallet)
    expect(pushed.store.state().wallet).toMatchObject({ loaded: true, sum: 8880 })
  })
  it("calls again what a reload names, through the usual calls", async () => {
    const rt = memberRuntime(memberState(), { answers: { balance: ok(wireBalance), unreadCount: ok(3) } })
    await rt.run(receiveLive(JSON.stringify({ reload: ["balance", "unreadCount"] })))
    expect(rt.called()).toEqual([Api.balance.name, Api.unreadCount.name])
    expect(rt.tags()).toEqual(["BalanceLoaded", "UnreadCountLoaded"])
  })
  it("turns a pushed jackpot into the polled answer's event, giving the same state", async () => {
    const wireJackpot = { amount: 88_901_234, currency: "PHP", updatedAt: "2026-11-29 08:00:00" }
    const { pushed, polled } = await pushedAndPolled("jackpot", wireJackpot, loadJackpot)
    expect(pushed.tags()).toEqual(["JackpotLoaded"])
    expect(pushed.called()).toEqual([])
    expect(pushed.store.state().content).toEqual(polled.store.state().content)
  })
  it("asks again a deposit or withdrawal list the portal holds, as its follower does, and none it never loaded", async () => {
    const page = { list: [], pageNum: 1, total: 0 }
    const answers = { depositHistory: ok(page), withdrawalHistory: ok(page), paymentConfirmations: ok(page) }
    const fresh = memberRuntime(memberState(), { answers })
    await fresh.run(receiveLive(JSON.stringify({ reload: ["depositHistory", "withdrawalHistory"] })))
    expect(fresh.called()).toEqual([])
    const base = memberState()
    const loaded = { rows: [], page: 1, totalPages: 0, loaded: true }
    const holding = memberRuntime(
      { ...base, funds: { ...base.funds, deposits: loaded, withdrawals: loaded } },
      { answers },
    )
    await holding.run(receiveLive(JSON.stringify({ reload: ["depositHistory", "withdrawalHistory"] })))
    expect(holding.called()).toEqual([
      Api.depositHistory.name,
      Api.withdrawalHistory.name,
      Api.paymentConfirmations.name,
    ])
    expect(holding.tags()).toEqual(["DepositHistoryLoaded", "WithdrawalHistoryLoaded", "PaymentConfirmationsLoaded"])
  })
  it("asks an agent's income again with the filter the agent last asked, and not when the agent never asked", async () => {
    const answers = { agentIncome: ok({ list: [], pageNum: 2, total: 0 }) }
    const agent = memberState({ type: 1 })
    const never = memberRuntime(agent, { answers })
    await never.run(receiveLive(JSON.stringify({ reload: ["agentIncome"] })))
    expect(never.called()).toEqual([])
    const filter: RecordFilter = {
      preset: "custom",
      startDate: "2026-11-01",
      endDate: "2026-11-29",
      page: 2,
      size: 20,
      type: "PAID",
    }
    const reports = { ...agent.agentCentre.reports, income: { ...agent.agentCentre.reports.income, filter } }
    const asked = memberRuntime({ ...agent, agentCentre: { ...agent.agentCentre, reports } }, { answers })
    await asked.run(receiveLive(JSON.stringify({ reload: ["agentIncome"] })))
    expect(asked.called()).toEqual([Api.agentIncome.name])
    expect(asked.requests[0]?.body).toEqual({
      startDate: "2026-11-01",
      endDate: "2026-11-29",
      page: 2,
      size: 20,
      type: "PAID",
    })
    expect(asked.tags()).toEqual(["AgentIncomeLoaded"])
  })
  it("records data that does not decode as a rejected answer of the stream, and goes on", async () => {
    const rt = memberRuntime(memberState())
    const exit = await rt.run(receiveLive(JSON.stringify({ call: "balance", value: { sumBalance: [] } })))
    expect(exit._tag).toBe("Success")
    expect(rt.tags()).toEqual(["ApiResponseRejected"])
    await rt.run(receiveLive("not json"))
    expect(rt.tags()).toEqual(["ApiResponseRejected", "ApiResponseRejected"])
  })
})

describe("refusedLive", () => {
  const ended: SessionEnded = {
    _tag: "SessionEnded",
    endpoint: "live",
    errorCode: "login.not.session",
    message: "Not logged in",
  }
  it("ends a session nothing else ended: the expired session's warning, as after any call", async () => {
    const rt = memberRuntime(memberState())
    await rt.run(refusedLive(ended))
    expect(rt.tags()).toEqual(["SessionEnded"])
    expect(rt.store.state().session.loggedIn).toBe(false)
    expect(rt.store.state().modals.dialog?.key).toBe("session_expired")
  })
  it("raises nothing of its own once the session has ended (a logout, an exclusion, an expiry already handled)", async () => {
    const rt = memberRuntime(memberState({ loggedIn: false }))
    await rt.run(refusedLive(ended))
    expect(rt.tags()).toEqual([])
    expect(rt.store.state().modals.dialog).toBeUndefined()
  })
})
