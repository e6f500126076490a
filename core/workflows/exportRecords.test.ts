import * as Exit from "effect/Exit"
import { describe, expect, it } from "vitest"
import type { RecordFilter } from "../model/Records.ts"
import { exportRecords, maxExportPages } from "./exportRecords.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok, refused } from "./testRuntime.ts"

const filter: RecordFilter = {
  preset: "previous7",
  startDate: "2024-02-25",
  endDate: "2024-03-02",
  vendor: "ARENA",
  status: "WIN",
  page: 2,
  size: 10,
}

/** A bet on the wire (amounts in major units; decoded to minor units). */
const bet = (n: number) => ({ betId: String(n), betAmount: n })

describe("exportRecords", () => {
  it("reads every page of the filtered range in pages of 100, without touching the list", async () => {
    const rt = memberRuntime(memberState(), {
      answers: {
        bettingRecords: (r) => {
          const page = (r.body as { page: number }).page
          return ok({ list: page === 1 ? [bet(1), bet(2)] : [bet(3)], totalPages: 2 })
        },
      },
    })
    const exit = await rt.run(exportRecords("betting", filter))
    expect(Exit.isSuccess(exit) && exit.value).toEqual({
      rows: [
        { betId: "1", betAmount: 100 },
        { betId: "2", betAmount: 200 },
        { betId: "3", betAmount: 300 },
      ],
      truncated: false,
    })
    expect(rt.requests.map((r) => r.body)).toEqual([
      { startDate: "2024-02-25", endDate: "2024-03-02", page: 1, size: 100, vendor: "ARENA", status: "WIN" },
      { startDate: "2024-02-25", endDate: "2024-03-02", page: 2, size: 100, vendor: "ARENA", status: "WIN" },
    ])
    expect(rt.store.log()).toEqual([])
    expect(rt.store.state().memberCentre.records.betting.rows).toEqual([])
  })

  it("reads the personal profit once", async () => {
    const rt = memberRuntime(memberState(), {
      answers: { personalProfit: ok({ list: [{ vendor: "ARENA" }], totalPages: 5 }) },
    })
    await rt.run(exportRecords("profit", filter))
    expect(rt.called()).toEqual(["personalProfit"])
  })

  it("stops at the most pages an export reads and says so", async () => {
    const rt = memberRuntime(memberState(), {
      answers: { accountRecords: ok({ list: [{ amount: 1 }], totalPages: maxExportPages + 5 }) },
    })
    const exit = await rt.run(exportRecords("account", filter))
    expect(rt.requests).toHaveLength(maxExportPages)
    expect(Exit.isSuccess(exit) && exit.value.truncated).toBe(true)
  })

  it("fails on a refusal without marking the list, and records a session that ended", async () => {
    const rt = memberRuntime(memberState(), { answers: { bonusDetails: refused(500, "system.busy") } })
    expect(Exit.isFailure(await rt.run(exportRecords("bonus", filter)))).toBe(true)
    expect(rt.store.log()).toEqual([])
    const ended = memberRuntime(memberState(), { answers: { bonusDetails: refused(401, "login.not.session") } })
    await ended.run(exportRecords("bonus", filter))
    expect(ended.tags()).toEqual(["SessionEnded"])
  })

  it("refuses a visitor without calling", async () => {
    const rt = memberRuntime(memberState({ loggedIn: false }), {})
    expect(Exit.isFailure(await rt.run(exportRecords("betting", filter)))).toBe(true)
    expect(rt.requests).toEqual([])
  })
})
