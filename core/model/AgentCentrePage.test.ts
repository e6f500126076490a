import { describe, expect, it } from "vitest"
import { agentCentrePages } from "../permissions/agentCentre.ts"
import { agentMenuKeys } from "../workflows/memberTestKit.ts"
import { AgentCentrePage, defaultAgentCentrePage } from "./AgentCentrePage.ts"

describe("agent centre pages", () => {
  it("are the descriptor list's pages in menu order: the eight always shown, then the four by contract flag", () => {
    expect(AgentCentrePage.literals).toEqual([
      "agentAnnouncement",
      "agentTeamOverview",
      "registerCenter",
      "downlineManagmentView",
      "personalHistoryCopy",
      "palStatementsAgentCopy",
      "agentRevenueReport",
      "agentDownlineTransactionDetailsCopy",
      "agentDividendRecordCopy",
      "agentDailyWages2",
      "agentHourSalary",
      "agentRealTimeSalary",
    ])
    expect(Object.keys(agentCentrePages)).toEqual(AgentCentrePage.literals)
    expect(defaultAgentCentrePage).toBe("agentTeamOverview")
  })
  it("name each page's menu item by its message key", () => {
    expect(Object.values(agentCentrePages).map((d) => d.labelKey)).toEqual(agentMenuKeys)
  })
})
