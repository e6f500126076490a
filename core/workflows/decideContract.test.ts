import * as Exit from "effect/Exit"
import { describe, expect, it } from "vitest"
import { reduce } from "../state/State.ts"
import { decideContract } from "./decideContract.ts"
import { memberRuntime, memberState, runInTurn } from "./memberTestKit.ts"
import { ok } from "./testRuntime.ts"

const consolidated = {
  divtypereq: { LIVE: [{ status: "P", contractRate: 0.3 }] },
  dailysalreqtype: { RNG: [{ id: "21", status: "V" }] },
  contracthoursalreq: { SPORTS: [{ contractId: "31", status: "P", downlineHigherRate: "Y" }] },
  realtimesalreqtype: { LOTT: [{ contractId: "41", status: "E" }] },
}
const state = reduce(memberState({ type: 1, whitelabel: { AGENTPOLICY3: true } }), {
  _tag: "ConsolidatedLoaded",
  value: consolidated,
})
const answers = {
  processDividend: ok(),
  processDailySalary: ok(),
  processHourSalary: ok(),
  processRealTimeSalary: ok(),
  consolidated: ok({}),
}

describe("decideContract", () => {
  it("reloads the contracts past the cache after a decision; a request gone from them can no longer be decided", async () => {
    const rt = memberRuntime(state, { answers })
    await rt.run(decideContract({ kind: "dividend", ref: "LIVE", decision: "A" }))
    await rt.run(decideContract({ kind: "dailySalary", ref: "21", decision: "C" }))
    await rt.run(decideContract({ kind: "realTimeSalary", ref: "41", decision: "R" }))
    expect(rt.requests.map((r) => [r.endpoint.name, r.endpoint.method, r.body])).toEqual([
      ["processDividend", "GET", { type: "LIVE", status: "A" }],
      ["consolidated", "GET", {}],
    ])
    expect(rt.store.log().filter((e) => e._tag === "MemberActionRefused")).toHaveLength(2)
    expect(rt.store.state().contracts.requests).toEqual([])
  })
  it("reloads after each decision: the requests change", async () => {
    const rt = memberRuntime(state, { answers: { ...answers, consolidated: ok(consolidated) } })
    await rt.run(decideContract({ kind: "dividend", ref: "LIVE", decision: "A" }))
    await rt.run(decideContract({ kind: "dailySalary", ref: "21", decision: "C" }))
    await rt.run(decideContract({ kind: "realTimeSalary", ref: "41", decision: "R" }))
    expect(rt.requests.filter((r) => r.endpoint.name !== "consolidated").map((r) => [r.endpoint.name, r.body])).toEqual(
      [
        ["processDividend", { type: "LIVE", status: "A" }],
        ["processDailySalary", { id: "21", status: "C" }],
        ["processRealTimeSalary", { contractId: "41", status: "R" }],
      ],
    )
    expect(rt.store.state().contracts.decided).toEqual({ kind: "realTimeSalary", ref: "41", decision: "R" })
  })
  it("asks for agreement before accepting a rate lower than a downline's, then sends it once agreed", async () => {
    const rt = memberRuntime(state, { answers })
    expect(await rt.run(decideContract({ kind: "hourSalary", ref: "31", decision: "A" }))).toEqual(
      Exit.succeed("confirmationNeeded"),
    )
    expect(rt.called()).toEqual([])
    expect(rt.store.state().contracts.confirmation).toEqual({ kind: "hourSalary", ref: "31" })
    await rt.run(decideContract({ kind: "hourSalary", ref: "31", decision: "A", agreed: true }))
    expect(rt.requests[0]?.body).toEqual({ contractId: "31", status: "A", productType: "SPORTS" })
    expect(rt.store.state().contracts.confirmation).toBeUndefined()
  })
  it("refuses a decision the request's status does not allow, or an unknown request", async () => {
    expect(
      await runInTurn(state, [
        decideContract({ kind: "dailySalary", ref: "21", decision: "A" }),
        decideContract({ kind: "dividend", ref: "RNG", decision: "A" }),
      ]),
    ).toEqual({ called: [], reasons: ["decision_not_allowed", "unknown_contract"] })
  })
})
