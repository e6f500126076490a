import { describe, expect, it } from "vitest"
import { AgentCentrePage, alwaysShown, byContractFlag, defaultAgentCentrePage } from "./AgentCentrePage.ts"
import { defaultMemberCentrePage, MemberCentrePage, memberCentreMenuOrder } from "./MemberCentrePage.ts"

describe("centre pages", () => {
  it("orders every member centre page once, the default first", () => {
    expect(memberCentreMenuOrder.map(([p]) => p).sort()).toEqual([...MemberCentrePage.literals].sort())
    expect(memberCentreMenuOrder[0]?.[0]).toBe(defaultMemberCentrePage)
  })
  it("splits the agent centre pages into the eight always shown and three by flag", () => {
    expect(alwaysShown).toHaveLength(8)
    expect(byContractFlag.map(([, , f]) => f)).toEqual(["enableCt", "salary", "hourSalary"])
    expect([...alwaysShown, ...byContractFlag].map(([p]) => p).sort()).toEqual([...AgentCentrePage.literals].sort())
    expect(defaultAgentCentrePage).toBe("agentTeamOverview")
  })
})
