/**
 * Offers a contract to a downline (spec section 4: "Agents can ... offer contracts to downline"; our call): the kind,
 * the product, the rate and the thresholds of the spec's contract data (active members, the period's valid bet or the
 * day's, hour's or 5 minutes' bet amount). Only agents. The downline then accepts, rejects or terminates it from their side.
 */
import * as Effect from "effect/Effect"
import { agent } from "../contract/api/agent.ts"
import type { ContractOfferRequest } from "../model/AgentContract.ts"
import { agentCentreRefusal } from "../permissions/agentCentre.ts"
import { emit, state } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { refuseAction, refuseCentre } from "./guard.ts"

/** The tier's thresholds (spec section 3 "Contract"): a whole count of active members, a valid bet of at least 0. */
const thresholdsValid = (offer: ContractOfferRequest): boolean =>
  (offer.activeMember === undefined || (Number.isInteger(offer.activeMember) && offer.activeMember >= 0)) &&
  (offer.minimumBet === undefined || (Number.isInteger(offer.minimumBet) && offer.minimumBet >= 0))

/** Checks and sends an offer. */
export const offerContract = (offer: ContractOfferRequest) =>
  Effect.gen(function* () {
    const refusal = agentCentreRefusal(yield* state)
    if (refusal !== undefined) return yield* refuseCentre("contractOffer", refusal)
    if (offer.downline.trim() === "" || !(offer.rate > 0) || !thresholdsValid(offer))
      return yield* refuseAction("contractOffer", "input_required")
    yield* emit({
      _tag: "ContractOfferRequested",
      downline: offer.downline,
      contractType: offer.contractType,
      productType: offer.productType,
    })
    return yield* call(agent.offerContract, offer)
  })
