/**
 * Decides on a contract request from the upline (spec section 4 "Contracts": accept, reject or terminate; wire notes
 * section 4: status A, R, C). Dividends go by product type (`MCS2_processDividendReq`, GET `type`), daily salary by
 * row id (`MCS2_processDailySalContract`, GET `id`), hourly and real-time salary by `contractId` (POST). A pending or
 * re-offered request can be accepted or rejected, one in force terminated. Accepting a rate lower than one a
 * downline holds ends the downline's contract: the member must agree first (`ContractConfirmationNeeded`), then the
 * UI calls again with `agreed`. The contract data reloads after, bypassing its cache.
 */
import * as Effect from "effect/Effect"
import { agent } from "../contract/api/agent.ts"
import {
  allowedDecisions,
  type ContractDecision,
  type ContractKind,
  type ContractRequest,
  needsDownlineConfirmation,
} from "../model/AgentContract.ts"
import { emit, state } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { refuseAction, requireRealMember } from "./guard.ts"
import { loadConsolidated } from "./loadConsolidated.ts"

/** A decision to send. */
export interface DecisionForm {
  readonly kind: ContractKind
  readonly ref: string
  readonly decision: ContractDecision
  /** The member agreed that a downline's higher-rate contract ends. */
  readonly agreed?: boolean
}

const sendDecision = (r: ContractRequest, status: ContractDecision) => {
  switch (r.kind) {
    case "dividend":
      return call(agent.processDividend, { type: r.productType, status })
    case "dailySalary":
      return call(agent.processDailySalary, { id: r.ref, status })
    case "hourSalary":
      return call(agent.processHourSalary, { contractId: r.ref, status, productType: r.productType })
    case "realTimeSalary":
      return call(agent.processRealTimeSalary, { contractId: r.ref, status })
  }
}

/** Sends the decision, or asks for the agreement first; `decided` or `confirmationNeeded`. */
export const decideContract = (form: DecisionForm) =>
  Effect.gen(function* () {
    yield* requireRealMember("contractDecision")
    const request = (yield* state).contracts.requests.find((r) => r.kind === form.kind && r.ref === form.ref)
    if (request === undefined) return yield* refuseAction("contractDecision", "unknown_contract")
    if (!allowedDecisions(request.status).includes(form.decision)) {
      return yield* refuseAction("contractDecision", "decision_not_allowed")
    }
    if (needsDownlineConfirmation(request, form.decision) && form.agreed !== true) {
      yield* emit({ _tag: "ContractConfirmationNeeded", kind: form.kind, ref: form.ref })
      return "confirmationNeeded" as const
    }
    yield* emit({ _tag: "ContractDecisionRequested", kind: form.kind, ref: form.ref, decision: form.decision })
    yield* sendDecision(request, form.decision)
    yield* Effect.ignore(loadConsolidated({ fresh: true }))
    return "decided" as const
  })
