import { describe, expect, it } from "vitest"
import type { Event } from "../../events/Event.ts"
import { memberState } from "../../workflows/memberTestKit.ts"
import { reduce, replay } from "../State.ts"
import { initialContracts } from "./contracts.ts"

const loaded: Event = {
  _tag: "ConsolidatedLoaded",
  value: {
    divtypereq: { LIVE: [{ status: "P", contractRate: 0.3 }] },
    dailysalreqtype: { RNG: [{ id: "21", status: "V" }] },
    divtypeinfo: { LIVE: { agent: [{ status: "A" }] } },
  },
}

describe("contracts slice", () => {
  const s0 = memberState({ type: 1 })

  it("lists the requests and the flags of the consolidated data", () => {
    const s = reduce(s0, loaded).contracts
    expect(s.loaded).toBe(true)
    expect(s.requests.map((r) => [r.kind, r.ref])).toEqual([
      ["dividend", "LIVE"],
      ["dailySalary", "21"],
    ])
    expect(s.flags.enableCt).toBe(true)
    expect(s.flags.salary).toBe(false)
  })
  it("follows a decision from request to answer", () => {
    const s = replay(
      [
        loaded,
        { _tag: "ContractDecisionRequested", kind: "dividend", ref: "LIVE", decision: "A" },
        { _tag: "DividendContractProcessed", value: null },
      ],
      s0,
    ).contracts
    expect(s.deciding).toBeUndefined()
    expect(s.decided).toEqual({ kind: "dividend", ref: "LIVE", decision: "A" })
  })
  it("holds a decision waiting for the member's agreement, cleared when the decision is sent", () => {
    const waiting = replay([loaded, { _tag: "ContractConfirmationNeeded", kind: "hourSalary", ref: "31" }], s0)
    expect(waiting.contracts.confirmation).toEqual({ kind: "hourSalary", ref: "31" })
    expect(
      reduce(waiting, { _tag: "ContractDecisionRequested", kind: "hourSalary", ref: "31", decision: "A" }).contracts
        .confirmation,
    ).toBeUndefined()
  })
  it("shows a refused decision", () => {
    const s = replay(
      [
        loaded,
        { _tag: "ContractDecisionRequested", kind: "dailySalary", ref: "21", decision: "C" },
        {
          _tag: "CallFailed",
          endpoint: "processDailySalary",
          status: 400,
          errorCode: "contract.expired",
          message: "",
          captcha: false,
        },
      ],
      s0,
    ).contracts
    expect(s.deciding).toBeUndefined()
    expect(s.error?.errorCode).toBe("contract.expired")
  })
  it("follows an offer to a downline", () => {
    const s = replay(
      [
        { _tag: "ContractOfferRequested", downline: "bob", contractType: "DIVIDEND", productType: "LIVE" },
        { _tag: "ContractOffered", value: null },
      ],
      s0,
    ).contracts.offer
    expect(s.done).toEqual({ downline: "bob", contractType: "DIVIDEND", productType: "LIVE" })
  })
  it("resets on logout", () => {
    expect(reduce(reduce(s0, loaded), { _tag: "LoggedOut", value: null }).contracts).toBe(initialContracts)
  })
})
