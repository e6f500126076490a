import { describe, expect, it } from "vitest"
import { reduce } from "../state/State.ts"
import { memberState } from "../workflows/memberTestKit.ts"
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
    expect(menu.items.map((i) => i.labelKey)).toEqual([
      "ac_announcement",
      "ac_team_overview",
      "ac_account",
      "ac_team_management",
      "ac_team_betting",
      "ac_user_profit_loss",
      "ac_my_income",
      "ac_transaction_details",
      "ac_dividend",
    ])
    expect(menu.items.find((i) => i.active)?.page).toBe("agentTeamOverview")
  })
  it("is empty and unavailable for a plain member", () => {
    expect(agentCentreMenu(memberState())).toMatchObject({ available: false, items: [] })
  })
})
