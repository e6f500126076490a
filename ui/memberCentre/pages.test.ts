import { describe, expect, it } from "vitest"
import { AgentCentrePage } from "../../core/model/AgentCentrePage.ts"
import { MemberCentrePage } from "../../core/model/MemberCentrePage.ts"
import { agentCentreViews } from "../agentCentre/pages.ts"
import { memberCentreViews } from "./pages.ts"

// The tables are keyed by the page unions (the compiler rejects a missing page); this checks that each key holds a
// component and an icon, so an emptied file fails here rather than as a blank page.
describe("the centres' page tables", () => {
  it.each(MemberCentrePage.literals)("member centre page %s has a component and an icon", (page) => {
    expect(memberCentreViews[page].Page).toBeTypeOf("function")
    expect(memberCentreViews[page].icon).not.toBe("")
  })
  it.each(AgentCentrePage.literals)("agent centre page %s has a component and an icon", (page) => {
    expect(agentCentreViews[page].Page).toBeTypeOf("function")
    expect(agentCentreViews[page].icon).not.toBe("")
  })
})
