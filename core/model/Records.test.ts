import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { BetRecords, MemberTransactions, MemberTransactionsRequest, PersonalProfit, RecordFilter } from "./Records.ts"

describe("Records", () => {
  it("decodes a betting page with its totals", () => {
    const page = Schema.decodeUnknownSync(BetRecords)({
      list: [
        {
          betId: 9001,
          vendor: "AG",
          gameName: "Baccarat",
          betAmount: "100",
          validBet: 100,
          winLoss: -100,
          betTime: 1714550400000,
        },
      ],
      totalPages: 3,
      summary: { betAmount: 100, validBet: 100, winLoss: "-100.00" },
    })
    expect(page.list?.[0]?.betId).toBe("9001")
    expect(page.summary?.winLoss).toBe(-10000)
  })
  it("decodes personal profit rows", () => {
    const p = Schema.decodeUnknownSync(PersonalProfit)({ list: [{ productType: "LIVE", profit: 12.5 }] })
    expect(p.list?.[0]?.profit).toBe(1250)
  })
  it("encodes the ODSFE2_MemTransDet query with the wire notes' fields", () => {
    // Every field goes on the wire as given: the query is the wire notes' own.
    const query = {
      startTime: "2024-03-01 00:00:00",
      endTime: "2024-03-02 23:59:59",
      accountTypeId: 9,
      page: 1,
      size: 10,
      excludeTxTypeIds: "9203",
    }
    expect(Schema.encodeSync(MemberTransactionsRequest)(query)).toEqual(query)
    expect(Schema.decodeUnknownSync(MemberTransactions)({ list: [{ txId: 1, amount: "5" }] }).list?.[0]?.amount).toBe(
      500,
    )
  })
  it("accepts a filter with a preset and whole page numbers only", () => {
    const base = { preset: "previous7", startDate: "2024-02-25", endDate: "2024-03-02", page: 1, size: 10 }
    expect(Schema.decodeUnknownSync(RecordFilter)(base)).toEqual(base)
    expect(() => Schema.decodeUnknownSync(RecordFilter)({ ...base, page: 1.5 })).toThrow()
  })
})
