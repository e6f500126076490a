/**
 * The member centre's contract requests (spec section 4 "Contracts": offered by the upline, then accept, reject or
 * terminate; a lower rate that ends a downline's contract needs the member's agreement first).
 */
import type { DecisionForm } from "../../core/workflows/decideContract.ts"
import * as DecideContract from "../../core/workflows/decideContract.ts"
import * as LoadConsolidated from "../../core/workflows/loadConsolidated.ts"
import { attempt, run } from "../app/runtime.ts"
import { type AccountOutcome, outcomeOf } from "./accountOutcome.ts"

/** Loads the contract data (fresh: a decision elsewhere may have changed it). */
export const loadContractRequests = async (): Promise<void> => {
  await run(LoadConsolidated.loadConsolidated({ fresh: true }))
}

/** How a decision ended: sent, waiting for the member's agreement, or refused. */
export type DecisionOutcome = AccountOutcome | { readonly _tag: "ConfirmationNeeded" }

/** Sends a decision (or learns that the member must agree first). */
export const decideContractRequest = async (form: DecisionForm): Promise<DecisionOutcome> => {
  const o = await attempt(DecideContract.decideContract(form))
  return o.ok && o.value === "confirmationNeeded" ? { _tag: "ConfirmationNeeded" } : outcomeOf(o)
}
