import { describe, expect, it } from "vitest"
import { loadConsolidated } from "./loadConsolidated.ts"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

const value = {
  dailysalreqtype: { RNG: [{ id: 21, status: "P" }] },
  dailysalinfotype: { RNG: { agent: [{ status: "A" }] } },
}

describe("loadConsolidated", () => {
  it("sends nothing while AGENTPOLICY3 is off", async () => {
    const rt = memberRuntime(memberState({ type: 1 }))
    await rt.run(loadConsolidated())
    expect(rt.called()).toEqual([])
  })
  it("loads, caches and stores the salary and contract switches when AGENTPOLICY3 is on", async () => {
    const rt = memberRuntime(memberState({ type: 1, whitelabel: { AGENTPOLICY3: true } }), {
      answers: { consolidated: ok(value) },
    })
    await rt.run(loadConsolidated())
    expect(rt.store.state().contracts.requests.map((r) => r.ref)).toEqual(["21"])
    expect(rt.session.get("enableSalary")).toBe("true")
    expect(rt.session.get("enableContract")).toBe("false")
    expect(rt.session.has("consolidated")).toBe(true)
    await rt.run(loadConsolidated())
    expect(rt.called()).toEqual(["consolidated"])
    await rt.run(loadConsolidated({ fresh: true }))
    expect(rt.called()).toEqual(["consolidated", "consolidated"])
  })
})
