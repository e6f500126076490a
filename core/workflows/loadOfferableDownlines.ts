/**
 * The downlines an agent may offer a contract to (spec section 4: contracts go to direct downline agents), for the
 * offer form's picker: the first page of the downline list at the largest page size, kept to agents one level down.
 * Only agents.
 */
import * as Effect from "effect/Effect"
import { agent } from "../contract/api/agent.ts"
import { agentCentreRefusal, offerableDownlines } from "../permissions/agentCentre.ts"
import { state } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { refuseCentre } from "./guard.ts"

/** The accounts the picker offers, nearest first. */
export const loadOfferableDownlines = Effect.gen(function* () {
  const refusal = agentCentreRefusal(yield* state)
  if (refusal !== undefined) return yield* refuseCentre("contractOffer", refusal)
  const page = yield* call(agent.downlines, { page: 1, size: 100 })
  return offerableDownlines(page.list ?? [])
})
