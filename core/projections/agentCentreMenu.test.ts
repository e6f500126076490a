import { describe, expect, it } from "vitest"
import { reduce } from "../state/State.ts"
import { agentMenuKeys, memberState } from "../workflows/memberTestKit.ts"
import { agentCentreMenu } from "./agentCentreMenu.ts"

describe("agentCentreMenu", () => {
  it("lists the agent's pages with the dividend page when enableCt is on", () => {
    const s = reduce(memberState({ type: 1 }), {
      _tag: "ConsolidatedLoaded",
      value: { divtypeinfo: { LIVE: { agent: [{ status: "V" }] } } },
    })
    const menu = agentCentreMenu(s)
    expect(menu.available).toBe(true)
    expect(menu.page).toBe("agentTeamOverview")
    // The eight pages always shown, then the dividend page of the flag.
    expect(menu.items.map((i) => i.labelKey)).toEqual(agentMenuKeys.slice(0, 9))
    expect(menu.items.find((i) => i.active)?.page).toBe("agentTeamOverview")
  })
  it("is empty and unavailable for a plain member", () => {
    expect(agentCentreMenu(memberState())).toMatchObject({ available: false, items: [] })
  })
})
