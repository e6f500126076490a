import { describe, expect, it } from "vitest"
import { loadAvailablePromotions, loadPromotionList } from "./loadPromotions.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

describe("loadPromotions", () => {
  it("loads the available promotions and the list in a language", async () => {
    const rt = memberRuntime(memberState(), {
      answers: {
        availablePromotions: ok({ MISSION: { enabled: 1, count: 2 }, REFERRAL: { enabled: true } }),
        promotions: ok({ list: [{ promotionId: 1, title: "Reload", status: "JOIN" }] }),
      },
    })
    await rt.run(loadAvailablePromotions)
    await rt.run(loadPromotionList("EN"))
    expect(rt.requests[1]?.body).toEqual({ language: "EN" })
    const p = rt.store.state().promotions
    expect(p.available.MISSION).toEqual({ enabled: true, count: 2 })
    expect(p.list.map((x) => x.promotionId)).toEqual(["1"])
  })
})
