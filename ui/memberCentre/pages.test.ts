import { describe, expect, it } from "vitest"
import { AgentCentrePage } from "../../core/model/AgentCentrePage.ts"
import { MemberCentrePage } from "../../core/model/MemberCentrePage.ts"
import { agentCentreComponents } from "../agentCentre/pages.ts"
import { memberCentreComponents } from "./pages.ts"

// The tables are keyed by the page unions (the compiler rejects a missing page); this checks that each key holds a
// component, so an emptied file fails here rather than as a blank page.
describe("the centres' page tables", () => {
  it.each(MemberCentrePage.literals)("member centre page %s has a component", (page) => {
    expect(memberCentreComponents[page]).toBeTypeOf("function")
  })
  it.each(AgentCentrePage.literals)("agent centre page %s has a component", (page) => {
    expect(agentCentreComponents[page]).toBeTypeOf("function")
  })
})
