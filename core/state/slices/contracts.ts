/**
 * Agent contracts (spec sections 3 and 4): the requests the upline offered (dividend, daily, hourly and real-time
 * salary, per product) from the consolidated data, the contract flags the agent centre's menu reads, the decision in
 * flight (accept, reject, terminate) and the last one made, a decision waiting for the member's agreement that a lower
 * rate ends a downline's contract, and a contract offer to a downline. Member data: cleared when the session ends or
 * the member logs out.
 */
import type { EndpointName } from "../../contract/Api.ts"
import {
  type ContractDecision,
  type ContractEntry,
  type ContractFlags,
  type ContractKind,
  type ContractRequest,
  contractEntries,
  contractFlags,
  contractRequests,
} from "../../model/AgentContract.ts"
import { type CallError, type CallFailure, callErrorOf } from "../../model/CallError.ts"
import { noContracts } from "../../model/ContractFlags.ts"
import { failedOrReset, type Handlers, resetTo, slice } from "../Slice.ts"
import { failedAt, idle, type Submission, sent, settled } from "../Submission.ts"

/** A decision on one request. */
export interface Decision {
  readonly kind: ContractKind
  readonly ref: string
  readonly decision: ContractDecision
}

/** A contract offered to a downline. */
export interface Offer {
  readonly downline: string
  readonly contractType: string
  readonly productType: string
}

export interface ContractsState {
  /** The consolidated data has loaded. */
  readonly loaded: boolean
  readonly requests: ReadonlyArray<ContractRequest>
  /** Every contract the flag maps list: the agent's own and those he offered his downlines. */
  readonly entries: ReadonlyArray<ContractEntry>
  readonly flags: ContractFlags
  readonly deciding: Decision | undefined
  readonly decided: Decision | undefined
  /** Accepting this request ends a downline's higher-rate contract: the member must agree first (spec section 4). */
  readonly confirmation: { readonly kind: ContractKind; readonly ref: string } | undefined
  readonly error: CallError | undefined
  readonly offer: Submission<Offer>
}

const decisionEndpoints: ReadonlySet<EndpointName> = new Set([
  "processDividend",
  "processDailySalary",
  "processHourSalary",
  "processRealTimeSalary",
])

const failed = (s: ContractsState, e: CallFailure): ContractsState =>
  decisionEndpoints.has(e.endpoint)
    ? { ...s, deciding: undefined, error: callErrorOf(e) }
    : e.endpoint === "offerContract"
      ? { ...s, offer: failedAt(s.offer, e) }
      : e.endpoint === "consolidated"
        ? { ...s, error: callErrorOf(e) }
        : s

const processed = (s: ContractsState): ContractsState =>
  s.deciding === undefined ? s : { ...s, deciding: undefined, decided: s.deciding, error: undefined }

export const initialContracts: ContractsState = {
  loaded: false,
  requests: [],
  entries: [],
  flags: noContracts,
  deciding: undefined,
  decided: undefined,
  confirmation: undefined,
  error: undefined,
  offer: idle,
}

const handlers: Handlers<ContractsState> = {
  ConsolidatedLoaded: (s, e) => ({
    ...s,
    loaded: true,
    requests: contractRequests(e.value),
    entries: contractEntries(e.value),
    flags: contractFlags(e.value),
    error: undefined,
  }),
  ContractConfirmationNeeded: (s, e) => ({ ...s, confirmation: { kind: e.kind, ref: e.ref } }),
  ContractDecisionRequested: (s, e) => ({
    ...s,
    deciding: { kind: e.kind, ref: e.ref, decision: e.decision },
    confirmation: undefined,
    error: undefined,
  }),
  DividendContractProcessed: processed,
  DailySalaryContractProcessed: processed,
  HourSalaryContractProcessed: processed,
  RealTimeSalaryContractProcessed: processed,
  ContractOfferRequested: (s, e) => ({
    ...s,
    offer: sent(s.offer, { downline: e.downline, contractType: e.contractType, productType: e.productType }),
  }),
  ContractOffered: (s) => {
    const offer = settled(s.offer, (form) => form)
    return offer === undefined ? s : { ...s, offer }
  },
  ...failedOrReset(failed, resetTo(initialContracts)),
}

export const contracts = slice<ContractsState>(initialContracts, handlers)
