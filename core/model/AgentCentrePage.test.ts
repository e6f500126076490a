import { describe, expect, it } from "vitest"
import { AgentCentrePage, alwaysShown, byContractFlag, defaultAgentCentrePage } from "./AgentCentrePage.ts"

describe("agent centre pages", () => {
  it("splits the agent centre pages into the eight always shown and four by flag", () => {
    expect(alwaysShown).toHaveLength(8)
    expect(byContractFlag.map(([, , f]) => f)).toEqual(["enableCt", "salary", "hourSalary", "realTimeSalary"])
    expect([...alwaysShown, ...byContractFlag].map(([p]) => p).sort()).toEqual([...AgentCentrePage.literals].sort())
    expect(defaultAgentCentrePage).toBe("agentTeamOverview")
  })
})
