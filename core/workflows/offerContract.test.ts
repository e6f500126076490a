import { describe, expect, it } from "vitest"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { offerContract } from "./offerContract.ts"
import { ok } from "./testRuntime.ts"

const offer = { downline: "bob", contractType: "DIVIDEND", productType: "LIVE", rate: 0.3, rateType: "P" } as const

describe("offerContract", () => {
  it("sends an agent's offer and keeps it as done", async () => {
    const rt = memberRuntime(memberState({ type: 1 }), { answers: { offerContract: ok() } })
    await rt.run(offerContract(offer))
    expect(rt.requests[0]?.body).toEqual(offer)
    expect(rt.tags()).toEqual(["ContractOfferRequested", "ContractOffered"])
    expect(rt.store.state().contracts.offer.done).toEqual({
      downline: "bob",
      contractType: "DIVIDEND",
      productType: "LIVE",
    })
  })
  it("refuses an offer without a downline or a rate, and a member who is not an agent", async () => {
    const rt = memberRuntime(memberState({ type: 1 }))
    await rt.run(offerContract({ ...offer, rate: 0 }))
    expect(rt.store.log()).toEqual([{ _tag: "MemberActionRefused", action: "contractOffer", reason: "input_required" }])
    // A threshold that is not a count of members or an amount of at least zero is refused before the call.
    for (const bad of [{ activeMember: 2.5 }, { activeMember: -1 }, { minimumBet: -100 }, { minimumBet: Number.NaN }]) {
      const agent = memberRuntime(memberState({ type: 1 }))
      await agent.run(offerContract({ ...offer, ...bad }))
      expect(agent.store.log()).toEqual([
        { _tag: "MemberActionRefused", action: "contractOffer", reason: "input_required" },
      ])
    }
    const member = memberRuntime(memberState())
    await member.run(offerContract(offer))
    expect(member.tags()).toEqual(["DialogShown"])
  })
})
