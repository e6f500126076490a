import { describe, expect, it } from "vitest"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { queryRecords } from "./queryRecords.ts"
import { ok } from "./testRuntime.ts"

const now = Date.UTC(2024, 2, 1, 17, 30)
const page = ok({ list: [], totalPages: 0 })

describe("queryRecords", () => {
  it("records the resolved filter, sends the list's query and fills the list", async () => {
    const rt = memberRuntime(memberState(), {
      now,
      answers: {
        bettingRecords: ok({ list: [{ betAmount: 100, vendor: "AG" }], totalPages: 2, summary: { betAmount: 100 } }),
      },
    })
    await rt.run(queryRecords("betting", { preset: "previous7", vendor: "AG", type: "LIVE", status: "SETTLED" }))
    expect(rt.requests[0]?.body).toEqual({
      startDate: "2024-02-25",
      endDate: "2024-03-02",
      page: 1,
      size: 10,
      vendor: "AG",
      gameType: "LIVE",
      status: "SETTLED",
    })
    expect(rt.tags()).toEqual(["RecordsQueried", "BettingRecordsLoaded"])
    const betting = rt.store.state().memberCentre.records.betting
    expect(betting.filter).toMatchObject({ preset: "previous7", vendor: "AG" })
    expect(betting).toMatchObject({ totalPages: 2, totals: { betAmount: 10000 }, loading: false })
  })
  it("sends each list's own call", async () => {
    const rt = memberRuntime(memberState(), {
      now,
      answers: {
        accountRecords: page,
        personalProfit: page,
        bonusDetails: page,
        redeemPointList: page,
        memberTransactions: page,
      },
    })
    for (const kind of ["account", "profit", "bonus", "redeem", "transactions"] as const) {
      await rt.run(queryRecords(kind, { preset: "today", type: "DEPOSIT", status: "A" }))
    }
    expect(rt.called()).toEqual([
      "accountRecords",
      "personalProfit",
      "bonusDetails",
      "redeemPointList",
      "memberTransactions",
    ])
    expect(rt.requests[3]?.body).toEqual({
      startDate: "2024-03-02",
      endDate: "2024-03-02",
      page: 1,
      size: 10,
      status: "A",
    })
    expect(rt.requests[4]?.body).toEqual({
      startTime: "2024-03-02 00:00:00",
      endTime: "2024-03-02 23:59:59",
      accountTypeId: 9,
      excludeTxTypeIds: "9203",
      page: 1,
      size: 10,
    })
  })
  it("warns a trial member and sends nothing", async () => {
    const rt = memberRuntime(memberState({ type: 4 }), { now })
    await rt.run(queryRecords("betting", { preset: "today" }))
    expect(rt.called()).toEqual([])
  })
})
