/**
 * Offers a contract to a downline (spec section 4: "Agents can ... offer contracts to downline"; our call): the kind,
 * the product, the rate and its tiers with the thresholds of the spec's contract data (active members, the period's valid
 * bet or the day's, hour's or 5 minutes' bet amount, the period's P&L). Only agents. The downline then accepts, rejects or terminates it from their side.
 */
import * as Effect from "effect/Effect"
import { agent } from "../contract/api/agent.ts"
import { type ContractOfferRequest, offerProblems } from "../model/AgentContract.ts"
import { agentCentreRefusal } from "../permissions/agentCentre.ts"
import { emit, state } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { refuseAction, refuseCentre } from "./guard.ts"

/** Checks and sends an offer. */
export { offerProblems }

export const offerContract = (offer: ContractOfferRequest) =>
  Effect.gen(function* () {
    const refusal = agentCentreRefusal(yield* state)
    if (refusal !== undefined) return yield* refuseCentre("contractOffer", refusal)
    if (offer.downline.trim() === "" || offerProblems(offer).length > 0)
      return yield* refuseAction("contractOffer", "input_required")
    yield* emit({
      _tag: "ContractOfferRequested",
      downline: offer.downline,
      contractType: offer.contractType,
      productType: offer.productType,
    })
    return yield* call(agent.offerContract, offer)
  })
