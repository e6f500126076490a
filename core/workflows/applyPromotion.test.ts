import { describe, expect, it } from "vitest"
import { reduce } from "../state/State.ts"
import { applyPromotion } from "./applyPromotion.ts"
import { memberRuntime, memberState, runInTurn } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

const state = reduce(memberState(), {
  _tag: "PromotionsLoaded",
  value: {
    list: [
      { promotionId: "1", title: "Reload", needApply: true },
      { promotionId: "2", title: "131K bonus", needContact: true },
    ],
  },
})
const image = { name: "a.jpg", type: "image/jpeg", size: 1000, base64: "/9j/4AAQ" }

describe("applyPromotion", () => {
  it("sends the comment trimmed and the images as base64", async () => {
    const rt = memberRuntime(state, { answers: { applyPromotion: ok() } })
    await rt.run(applyPromotion({ promotionId: "1", comment: "  please  ", images: [image] }))
    expect(rt.requests[0]?.body).toEqual({ promotionId: "1", comment: "please", images: ["/9j/4AAQ"] })
    expect(rt.store.state().promotions.applied).toEqual(["1"])
  })
  it("refuses a comment over 140 characters, a fourth image, a missing contact number", async () => {
    expect(
      await runInTurn(state, [
        applyPromotion({ promotionId: "1", comment: "x".repeat(141), images: [] }),
        applyPromotion({ promotionId: "1", comment: "", images: [image, image, image, image] }),
        applyPromotion({ promotionId: "2", comment: "", images: [] }),
      ]),
    ).toEqual({ called: [], reasons: ["comment_too_long", "too_many_images", "phone_format_invalid"] })
  })
  it("sends the contact number a bonus asks for", async () => {
    const rt = memberRuntime(state, { answers: { applyPromotion: ok() } })
    await rt.run(applyPromotion({ promotionId: "2", comment: "", images: [], contactNumber: "09171234567" }))
    expect(rt.requests[0]?.body).toEqual({ promotionId: "2", comment: "", images: [], contact: "09171234567" })
  })
})
