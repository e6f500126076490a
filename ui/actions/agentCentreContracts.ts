/**
 * The agent centre's contract actions (spec section 4 "Contracts": agents offer contracts to their downlines; the
 * upline's offers are accepted, rejected or terminated through ui/actions/contractRequests.ts). Core checks the offer
 * (an agent, a downline named, a rate above zero) before the call; the outcome says how it ended for the form, core's
 * own refusal (`ActionRefused`, reason `input_required`) as a refusal with that reason.
 */
import type { ContractOfferRequest } from "../../core/model/AgentContract.ts"
import { ActionRefused } from "../../core/workflows/ActionRefused.ts"
import * as LoadOfferableDownlines from "../../core/workflows/loadOfferableDownlines.ts"
import * as OfferContract from "../../core/workflows/offerContract.ts"
import { attempt } from "../app/runtime.ts"
import { type AccountOutcome, outcomeOf } from "./accountOutcome.ts"

/** Sends an offer to a downline. */
export const offerDownlineContract = async (offer: ContractOfferRequest): Promise<AccountOutcome> => {
  const o = await attempt(OfferContract.offerContract(offer))
  if (!o.ok && o.error instanceof ActionRefused) {
    return { _tag: "Refused", key: o.error.reason, message: "", endpoint: undefined }
  }
  return outcomeOf(o)
}

/** The direct downline agents the offer form's picker lists; none when they could not be loaded. */
export const loadOfferableDownlines = async (): Promise<ReadonlyArray<string>> => {
  const o = await attempt(LoadOfferableDownlines.loadOfferableDownlines)
  return o.ok ? o.value : []
}
