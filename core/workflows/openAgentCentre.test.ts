import * as Exit from "effect/Exit"
import { describe, expect, it } from "vitest"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { closeAgentCentre, openAgentCentre, selectAgentCentrePage } from "./openAgentCentre.ts"
import { ok } from "./testRuntime.ts"

describe("openAgentCentre", () => {
  it("opens on agentTeamOverview for an agent, without contract data while AGENTPOLICY3 is off", async () => {
    const rt = memberRuntime(memberState({ type: 41 }))
    expect(await rt.run(openAgentCentre())).toEqual(Exit.succeed("agentTeamOverview"))
    expect(rt.called()).toEqual([])
    expect(rt.store.state().agentCentre.open).toBe(true)
  })
  it("loads the contract data first with AGENTPOLICY3, so a salary page opens when its flag is on", async () => {
    const rt = memberRuntime(memberState({ type: 1, whitelabel: { AGENTPOLICY3: true } }), {
      answers: { consolidated: ok({ contracthoursalinfo: { SPORTS: { agent: [{ status: "V" }] } } }) },
    })
    expect(await rt.run(openAgentCentre("agentHourSalary"))).toEqual(Exit.succeed("agentHourSalary"))
    expect(rt.tags()).toEqual(["ConsolidatedLoaded", "AgentCentreOpened", "ModalOpened"])
    expect(await rt.run(selectAgentCentrePage("agentDividendRecordCopy"))).toEqual(Exit.succeed("agentTeamOverview"))
    await rt.run(closeAgentCentre)
    expect(rt.store.state().agentCentre.open).toBe(false)
    expect(rt.store.state().modals.open).toEqual([])
  })
  it("warns a member who is not an agent, and a trial member", async () => {
    const member = memberRuntime(memberState({ type: 0 }))
    await member.run(openAgentCentre())
    expect(member.store.log()).toEqual([{ _tag: "DialogShown", kind: "warning", key: "not_agent", message: "" }])
    const trial = memberRuntime(memberState({ type: 4 }))
    await trial.run(openAgentCentre())
    expect(trial.store.log()).toEqual([{ _tag: "DialogShown", kind: "warning", key: "need_real_account", message: "" }])
  })
})
