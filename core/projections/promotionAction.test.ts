import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { promotionCategories, promotionOffer } from "./promotionAction.ts"

describe("promotionOffer", () => {
  it("asks a visitor to log in whatever the status", () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), fc.boolean(), (status, needApply) => {
        expect(promotionOffer({ status, needApply }, false)).toEqual({ status: undefined, action: "login" })
      }),
    )
  })

  it("opens the application for a promotion that takes one, else joins at once", () => {
    expect(promotionOffer({ status: "JOIN", needApply: true }, true)).toEqual({ status: "join", action: "apply" })
    expect(promotionOffer({ status: "JOIN", needApply: false }, true)).toEqual({ status: "join", action: "join" })
    expect(promotionOffer({ status: "join", needApply: null }, true)).toEqual({ status: "join", action: "join" })
  })

  it("claims on claim", () => {
    expect(promotionOffer({ status: "CLAIM" }, true)).toEqual({ status: "claim", action: "claim" })
  })

  it("labels every other status of spec section 4 without an action", () => {
    const labels = [
      ["APPLYING", "applying"],
      ["CLOSE", "close"],
      ["REJECTED", "rejected"],
      ["ISSUED", "issued"],
      ["CLAIMED", "claimed"],
      ["PROCESS", "process"],
      ["JOINED", "joined"],
      ["COMING_SOON", "comingSoon"],
    ] as const
    for (const [wire, status] of labels)
      expect(promotionOffer({ status: wire, needApply: true }, true)).toEqual({ status, action: "none" })
    expect(promotionOffer({ status: "SOMETHING" }, true)).toEqual({ status: undefined, action: "none" })
  })
})

describe("promotionCategories", () => {
  it("lists each category once, in first-seen order, without blanks", () => {
    expect(
      promotionCategories([{ category: "VIP" }, { category: null }, { category: "EVENT" }, { category: "VIP" }]),
    ).toEqual(["VIP", "EVENT"])
  })
})
