import { describe, expect, it } from "vitest"
import { defaultAgentCentrePage } from "./AgentCentreDefault.ts"
import { AgentCentrePage } from "./AgentCentrePage.ts"

describe("defaultAgentCentrePage", () => {
  it("is one of the agent centre's pages", () => {
    expect(AgentCentrePage.literals).toContain(defaultAgentCentrePage)
  })
})
