import { describe, expect, it } from "vitest"
import { categoryRoute, gameCategories } from "../model/GameCategory.ts"
import { replay } from "../state/State.ts"
import { launchDecision } from "../workflows/launchDecision.ts"
import { launchesDirectly } from "./categoryLaunch.ts"

const state = replay([
  {
    _tag: "VendorsLoaded",
    value: {
      data: {
        lanes: [
          { title: "SPORTS", cards: [{ vassalage: "SBT" }] },
          { title: "ESPORTS", cards: [{ vassalage: "AV" }] },
          { title: "LIVE", cards: [{ vassalage: "AG" }, { vassalage: "DG" }] },
          { title: "FISH", cards: [{ vassalage: "CQ9" }] },
        ],
      },
    },
  },
  { _tag: "LoginSucceeded", value: { token: "[redacted]" } },
  { _tag: "MemberInfoLoaded", value: { account: "alice", type: 0 } },
])

describe("launchesDirectly", () => {
  it("is true for a one-vendor category other than ESPORTS", () => {
    expect(launchesDirectly(state.catalogue, "SPORTS")).toBe(true)
    expect(launchesDirectly(state.catalogue, "FISH")).toBe(true)
    expect(launchesDirectly(state.catalogue, "ESPORTS")).toBe(false)
    expect(launchesDirectly(state.catalogue, "LIVE")).toBe(false)
    expect(launchesDirectly(state.catalogue, "RNG")).toBe(false)
  })
  it("agrees with the launch rules: otherwise the category's page opens", () => {
    for (const category of gameCategories) {
      const d = launchDecision(state, { _tag: "Category", category })
      const opensOwnPage = d._tag === "OpenPage" && d.path === categoryRoute[category] && d.vendor === undefined
      expect(launchesDirectly(state.catalogue, category), category).toBe(!opensOwnPage)
    }
  })
})
