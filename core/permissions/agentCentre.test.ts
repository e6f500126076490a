import { describe, expect, it } from "vitest"
import { reduce } from "../state/State.ts"
import { memberState } from "../workflows/memberTestKit.ts"
import { agentCentreMenuPages, agentCentrePageFor, agentCentreRefusal } from "./agentCentre.ts"

describe("agent centre permissions", () => {
  it("opens only for agent types 1, 2, 41, 42 on a real account", () => {
    expect([1, 2, 41, 42].map((type) => agentCentreRefusal(memberState({ type })))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    expect(agentCentreRefusal(memberState({ type: 0 }))).toBe("notAgent")
    expect(agentCentreRefusal(memberState({ type: 3 }))).toBe("notAgent")
    expect(agentCentreRefusal(memberState({ type: 4 }))).toBe("trial")
    expect(agentCentreRefusal(memberState({ loggedIn: false }))).toBe("notLoggedIn")
  })
  it("always lists the eight pages, and adds dividend, daily and hourly salary by flag", () => {
    const agent = memberState({ type: 2 })
    expect(agentCentreMenuPages(agent).map(([p]) => p)).toHaveLength(8)
    const flagged = reduce(agent, {
      _tag: "ConsolidatedLoaded",
      value: {
        divtypeinfo: { LIVE: { agent: [{ status: "A" }] } },
        dailysalinfotype: { RNG: { agent: [{ status: "V" }] } },
        contracthoursalinfo: { RNG: { agent: [{ status: "R" }] } },
      },
    })
    expect(
      agentCentreMenuPages(flagged)
        .map(([p]) => p)
        .slice(8),
    ).toEqual(["agentDividendRecordCopy", "agentDailyWages2"])
    expect(agentCentrePageFor(flagged, "agentHourSalary")).toBe("agentTeamOverview")
    expect(agentCentrePageFor(flagged, "agentDailyWages2")).toBe("agentDailyWages2")
  })
})
