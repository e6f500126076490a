import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { AvailablePromotions, activityStatusOf, isActionable, Promotions, RafflePrize } from "./Promotion.ts"

describe("Promotion", () => {
  it("decodes the list with flags in any spelling", () => {
    const page = Schema.decodeUnknownSync(Promotions)({
      list: [{ promotionId: 12, title: "Weekly reload", status: "JOIN", needApply: "1", needContact: 0 }],
    })
    expect(page.list?.[0]).toMatchObject({ promotionId: "12", needApply: true, needContact: false })
  })
  it("reads every activity status of spec section 4", () => {
    expect(
      [
        "JOIN",
        "claim",
        "APPLYING",
        "CLOSE",
        "REJECTED",
        "ISSUED",
        "CLAIMED",
        "PROCESS",
        "JOINED",
        "COMING_SOON",
        "comingSoon",
      ].map(activityStatusOf),
    ).toEqual([
      "join",
      "claim",
      "applying",
      "close",
      "rejected",
      "issued",
      "claimed",
      "process",
      "joined",
      "comingSoon",
      "comingSoon",
    ])
    expect(activityStatusOf("whatever")).toBeUndefined()
    expect(isActionable("claim")).toBe(true)
    expect(isActionable("claimed")).toBe(false)
  })
  it("decodes the available promotions the member centre reads", () => {
    const a = Schema.decodeUnknownSync(AvailablePromotions)({
      MISSION: { enabled: true, count: "2" },
      REFERRAL: { enabled: "0" },
      RAFFLE: null,
    })
    expect(a.MISSION).toEqual({ enabled: true, count: 2 })
    expect(a.REFERRAL?.enabled).toBe(false)
  })
  it("accepts a raffle answer with or without a prize", () => {
    expect(Schema.decodeUnknownSync(RafflePrize)(null)).toBeNull()
    expect(Schema.decodeUnknownSync(RafflePrize)({ prizeName: "Bonus", amount: 8.88 })).toEqual({
      prizeName: "Bonus",
      amount: 888,
    })
  })
})
