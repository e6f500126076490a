import { describe, expect, it } from "vitest"
import type { RecordFilter } from "../../model/Records.ts"
import { memberState } from "../../workflows/memberTestKit.ts"
import { reduce, replay } from "../State.ts"

const filter: RecordFilter = { preset: "previous7", startDate: "2024-02-25", endDate: "2024-03-02", page: 1, size: 10 }

describe("memberCentre slice", () => {
  it("opens on the page asked for when the member may see it", () => {
    const s = reduce(memberState(), { _tag: "MemberCentreOpened", page: "personalHistoryCopy" })
    expect(s.memberCentre).toMatchObject({ open: true, page: "personalHistoryCopy" })
  })
  it("opens playerRank only with a member label, else securityCenter (spec section 2)", () => {
    expect(reduce(memberState(), { _tag: "MemberCentreOpened", page: "playerRank" }).memberCentre.page).toBe(
      "securityCenter",
    )
    expect(
      reduce(memberState({ label: "VIP1" }), { _tag: "MemberCentreOpened", page: "playerRank" }).memberCentre.page,
    ).toBe("playerRank")
  })
  it("clears the point-mall handle on closing (the modal stack's close, by button or Escape)", () => {
    const open = replay(
      [
        { _tag: "MemberCentreOpened", page: "rewardCenter" },
        { _tag: "PointMallItemSelected", rewardId: "7" },
      ],
      memberState(),
    )
    expect(open.memberCentre.pointMallHandle).toBe("7")
    expect(reduce(open, { _tag: "ModalClosed", modal: "memberCentre" }).memberCentre).toMatchObject({
      open: false,
      pointMallHandle: undefined,
    })
    expect(reduce(open, { _tag: "ModalClosed", modal: "notice" }).memberCentre).toBe(open.memberCentre)
  })
  it("keeps a record list's filter and fills it with its answer", () => {
    const s = replay(
      [
        { _tag: "RecordsQueried", kind: "betting", filter },
        {
          _tag: "BettingRecordsLoaded",
          value: { list: [{ betAmount: 100 }], totalPages: 2, summary: { betAmount: 100, winLoss: -50 } },
        },
      ],
      memberState(),
    ).memberCentre.records
    expect(s.betting).toEqual({
      filter,
      rows: [{ betAmount: 100 }],
      totalPages: 2,
      totals: { betAmount: 100, winLoss: -50 },
      loading: false,
      error: undefined,
    })
    expect(s.account.filter).toBeUndefined()
  })
  it("fills the redeem history and the transactions from their own answers", () => {
    const s = replay(
      [
        { _tag: "RedeemHistoryLoaded", value: { list: [{ id: "1", status: "A" }] } },
        { _tag: "MemberTransactionsLoaded", value: { list: [{ amount: 5 }] } },
      ],
      memberState(),
    ).memberCentre.records
    expect(s.redeem.rows).toHaveLength(1)
    expect(s.transactions.rows).toHaveLength(1)
  })
  it("ends a list's loading on its failure", () => {
    const s = replay(
      [
        { _tag: "RecordsQueried", kind: "bonus", filter },
        { _tag: "NetworkFailed", endpoint: "bonusDetails", reason: "slow" },
      ],
      memberState(),
    ).memberCentre.records.bonus
    expect(s).toMatchObject({ loading: false, error: { errorCode: "network_slow" } })
  })
  it("resets on logout but keeps the public VIP levels", () => {
    const s = replay(
      [
        { _tag: "VipLevelsLoaded", value: [{ level: 1, name: "Bronze" }] },
        { _tag: "MemberCentreOpened", page: "transactionHistory" },
      ],
      memberState(),
    )
    const out = reduce(s, { _tag: "LoggedOut", value: null }).memberCentre
    expect(out.open).toBe(false)
    expect(out.vipLevels).toHaveLength(1)
  })
})
