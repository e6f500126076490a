/**
 * Properties of the member-area slices (wallet, funds, points, memberCentre, agentCentre, contracts, promotions,
 * messages) over random event sequences: every handler is total, a slice an event does not touch keeps its reference,
 * the incremental state equals the replay, and logging out leaves no member data behind.
 */
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { EndpointName } from "../../contract/Api.ts"
import type { Event } from "../../events/Event.ts"
import { AgentCentrePage } from "../../model/AgentCentrePage.ts"
import { MemberCentrePage } from "../../model/MemberCentrePage.ts"
import * as Store from "../../store/Store.ts"
import { memberState, unrelatedRefusal } from "../../workflows/memberTestKit.ts"
import { reduce, replay, type State } from "../State.ts"
import { initialAgentCentre } from "./agentCentre.ts"
import { initialContracts } from "./contracts.ts"
import { initialFunds } from "./funds.ts"
import { initialMessages } from "./messages.ts"
import { initialPoints } from "./points.ts"
import { initialPromotions } from "./promotions.ts"
import { initialWallet } from "./wallet.ts"

const endpoints = [
  "balance",
  "walletTransfer",
  "depositRequest",
  "withdraw",
  "confirmWithdrawal",
  "cancelWithdrawal",
  "uplineTransfer",
  "downlineTransfer",
  "redeemPointReward",
  "convertPoint",
  "bettingRecords",
  "teamOverview",
  "processDividend",
  "inbox",
  "markMessagesRead",
  "claimMission",
  "applyPromotion",
  "status",
] as const satisfies ReadonlyArray<EndpointName>

const key = fc.constantFrom("k1", "k2", "k3")
const cents = fc.integer({ min: 0, max: 1_000_000 })
const id = fc.constantFrom("1", "2", "3")
const filter = fc.record({
  preset: fc.constant("today" as const),
  startDate: fc.constant("2024-03-02"),
  endDate: fc.constant("2024-03-02"),
  page: fc.integer({ min: 1, max: 3 }),
  size: fc.constant(10),
})
const withdrawal = fc.record({
  id,
  amount: cents,
  status: fc.constantFrom("PENDING", "APPROVED", "REJECTED", "CANCELLED") as fc.Arbitrary<
    "PENDING" | "APPROVED" | "REJECTED" | "CANCELLED"
  >,
  confirmation: fc.constantFrom("AWAITING", "RECEIVED", null) as fc.Arbitrary<"AWAITING" | "RECEIVED" | null>,
})

const event: fc.Arbitrary<Event> = fc.oneof(
  fc.constant<Event>({ _tag: "BalanceRefreshRequested" }),
  fc.constant<Event>({ _tag: "BalanceVisibilityToggled" }),
  cents.map(
    (sum): Event => ({
      _tag: "BalanceLoaded",
      value: { sumBalance: sum, balance: [{ accountTypeId: 0, availBalance: sum }] },
    }),
  ),
  fc.boolean().map((isSingle): Event => ({ _tag: "MerchantWalletLoaded", value: { isSingle } })),
  fc.record({ key, amount: cents }).map(
    ({ key, amount }): Event => ({
      _tag: "WalletTransferRequested",
      key,
      fromAccountTypeId: 21,
      toAccountTypeId: 0,
      amount,
    }),
  ),
  cents.map((c): Event => ({ _tag: "WalletTransferred", value: { successAmount: c } })),
  fc
    .record({ key, amount: cents })
    .map(({ key, amount }): Event => ({ _tag: "DownlineTransferRequested", key, downline: "bob", amount })),
  fc
    .record({ key, withdrawalId: id })
    .map(({ key, withdrawalId }): Event => ({ _tag: "WithdrawalCancelRequested", key, withdrawalId })),
  withdrawal.map((w): Event => ({ _tag: "WithdrawalCancelled", value: w })),
  fc.array(withdrawal, { maxLength: 3 }).map((list): Event => ({ _tag: "WithdrawalHistoryLoaded", value: { list } })),
  fc
    .array(withdrawal, { maxLength: 3 })
    .map((list): Event => ({ _tag: "PaymentConfirmationsLoaded", value: { list } })),
  withdrawal.map((w): Event => ({ _tag: "WithdrawalConfirmed", value: w })),
  fc.constantFrom(...MemberCentrePage.literals).map((page): Event => ({ _tag: "MemberCentreOpened", page })),
  fc.constantFrom(...MemberCentrePage.literals).map((page): Event => ({ _tag: "MemberCentrePageSelected", page })),
  fc.constant<Event>({ _tag: "ModalClosed", modal: "memberCentre" }),
  id.map((rewardId): Event => ({ _tag: "PointMallItemSelected", rewardId })),
  fc.constantFrom(...AgentCentrePage.literals).map((page): Event => ({ _tag: "AgentCentreOpened", page })),
  filter.map((f): Event => ({ _tag: "RecordsQueried", kind: "betting", filter: f })),
  fc.constant<Event>({ _tag: "BettingRecordsLoaded", value: { list: [{ betAmount: 100 }], totalPages: 1 } }),
  filter.map((f): Event => ({ _tag: "AgentReportQueried", report: "teamOverview", filter: f })),
  fc.constant<Event>({
    _tag: "ConsolidatedLoaded",
    value: { divtypereq: { LIVE: [{ status: "P" }] }, divtypeinfo: { LIVE: { agent: [{ status: "A" }] } } },
  }),
  fc.constant<Event>({ _tag: "ContractDecisionRequested", kind: "dividend", ref: "LIVE", decision: "A" }),
  fc.constant<Event>({ _tag: "DividendContractProcessed", value: null }),
  fc.constant<Event>({
    _tag: "InboxLoaded",
    value: {
      list: [
        { id: "1", title: "a" },
        { id: "2", title: "b", isRead: true },
      ],
    },
  }),
  fc.array(id, { maxLength: 3 }).map((ids): Event => ({ _tag: "MessagesReadRequested", ids })),
  fc.constant<Event>({ _tag: "MessagesMarkedRead", value: null }),
  fc.integer({ min: 0, max: 9 }).map((n): Event => ({ _tag: "PointBalanceLoaded", value: n })),
  fc
    .constantFrom(...endpoints)
    .map(
      (endpoint): Event => ({ _tag: "CallFailed", endpoint, status: 400, errorCode: "x", message: "", captcha: false }),
    ),
  fc.constantFrom(...endpoints).map((endpoint): Event => ({ _tag: "NetworkFailed", endpoint, reason: "abnormal" })),
  fc.constant<Event>({ _tag: "ClockTicked", now: 1 }),
)

const memberSlices = [
  "wallet",
  "funds",
  "points",
  "memberCentre",
  "agentCentre",
  "contracts",
  "promotions",
  "messages",
] as const

describe("member slices", () => {
  const agent = memberState({ type: 1, label: "Gold", toUpline: true })
  const starts: ReadonlyArray<State> = [memberState(), agent]

  it("fold every sequence without throwing, and the store's state equals the replay", () => {
    fc.assert(
      fc.property(fc.constantFrom(...starts), fc.array(event, { maxLength: 40 }), (start, events) => {
        const store = Store.make(start)
        for (const e of events) store.dispatch(e)
        expect(store.state()).toEqual(replay(events, start))
      }),
    )
  })

  it("keep the reference of a slice an event leaves alone", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        const s = replay(events, agent)
        const after = reduce(s, { _tag: "ClockTicked", now: 123 })
        for (const k of memberSlices) expect(after[k]).toBe(s[k])
        const again = reduce(after, unrelatedRefusal)
        for (const k of memberSlices) expect(again[k]).toBe(after[k])
      }),
    )
  })

  it("leave no member data behind a logout or the session's end", () => {
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 30 }),
        fc.constantFrom<Event>(
          { _tag: "LoggedOut", value: null },
          { _tag: "SessionEnded", endpoint: "balance", errorCode: "login.not.session", message: "" },
        ),
        (events, end) => {
          const s = reduce(replay(events, agent), end)
          expect(s.wallet).toBe(initialWallet)
          expect(s.funds).toBe(initialFunds)
          expect(s.points).toBe(initialPoints)
          expect(s.agentCentre).toBe(initialAgentCentre)
          expect(s.contracts).toBe(initialContracts)
          expect(s.promotions).toBe(initialPromotions)
          expect(s.messages).toBe(initialMessages)
          expect(s.memberCentre.open).toBe(false)
          expect(s.memberCentre.records.betting.rows).toEqual([])
        },
      ),
    )
  })
})
