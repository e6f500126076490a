import { describe, expect, it } from "vitest"
import { memberRuntime, memberState } from "./memberTestKit.ts"
import { offerContract, offerProblems } from "./offerContract.ts"
import { ok } from "./testRuntime.ts"

const offer = { downline: "bob", contractType: "DIVIDEND", productType: "LIVE", rate: 0.3, rateType: "P" } as const

describe("offerContract", () => {
  it("sends every tier of an offer with its period P&L threshold", async () => {
    const tiered = {
      ...offer,
      minimumBet: 10_000,
      netLoss: 5_000,
      higherTiers: [{ rate: 0.5, activeMember: 3, minimumBet: 50_000, netLoss: 20_000 }],
    }
    const rt = memberRuntime(memberState({ type: 1 }), { answers: { offerContract: ok() } })
    await rt.run(offerContract(tiered))
    expect(rt.requests[0]?.body).toEqual({
      ...offer,
      minimumBet: 100,
      netLoss: 50,
      higherTiers: [{ rate: 0.5, activeMember: 3, minimumBet: 500, netLoss: 200 }],
    })
  })
  it("says which threshold of which tier is wrong (spec section 5: messages are keys)", () => {
    expect(offerProblems({ ...offer, netLoss: -1 })).toEqual([
      { tier: 0, field: "netLoss", key: "offer_amount_invalid" },
    ])
    expect(
      offerProblems({ ...offer, minimumBet: 100, higherTiers: [{ rate: 0.5, minimumBet: 50, activeMember: 1.5 }] }),
    ).toEqual([
      { tier: 1, field: "activeMember", key: "offer_count_invalid" },
      { tier: 1, field: "minimumBet", key: "offer_tier_threshold_lower" },
    ])
    expect(offerProblems({ ...offer, higherTiers: [{ rate: 0.3 }] })).toEqual([
      { tier: 1, field: "rate", key: "offer_tier_rate_lower" },
    ])
    expect(offerProblems({ ...offer, rate: 0, higherTiers: [{ rate: 0.5 }] })).toEqual([
      { tier: 0, field: "rate", key: "offer_rate_invalid" },
    ])
    expect(offerProblems({ ...offer, higherTiers: [{ rate: 0.5 }] })).toEqual([])
  })

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
    for (const bad of [
      { activeMember: 2.5 },
      { activeMember: -1 },
      { minimumBet: -100 },
      { minimumBet: Number.NaN },
      { netLoss: -1 },
      { higherTiers: [{ rate: 0.2 }] },
      { higherTiers: [{ rate: 0.5, netLoss: 1.5 }] },
    ]) {
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
