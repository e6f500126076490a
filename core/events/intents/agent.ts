/**
 * What the person did in the agent centre and on contracts (spec sections 2 and 4): opening the centre and choosing
 * a page (it closes with the modal stack's `ModalClosed`), asking for a report, deciding on a contract (accept, reject, terminate), agreeing that a lower rate ends a
 * downline's contract, transferring to a downline, offering a contract.
 */
import * as Schema from "effect/Schema"
import { AgentCentrePage } from "../../model/AgentCentrePage.ts"
import { ContractDecision, ContractKind } from "../../model/AgentContract.ts"
import { AgentReportKind } from "../../model/AgentReport.ts"
import { RecordFilter } from "../../model/Records.ts"

/** The agent centre opened on a page (after the account checks, spec section 4). */
export const AgentCentreOpened = Schema.TaggedStruct("AgentCentreOpened", { page: AgentCentrePage })

/** A page of the agent centre's menu was chosen. */
export const AgentCentrePageSelected = Schema.TaggedStruct("AgentCentrePageSelected", { page: AgentCentrePage })

/** A report was asked for with a filter (the answer fills that report). */
export const AgentReportQueried = Schema.TaggedStruct("AgentReportQueried", {
  report: AgentReportKind,
  filter: RecordFilter,
})

/** A decision on a contract request was sent; `ref` names the request (product type, or row id / contractId). */
export const ContractDecisionRequested = Schema.TaggedStruct("ContractDecisionRequested", {
  kind: ContractKind,
  ref: Schema.String,
  decision: ContractDecision,
})

/**
 * Accepting this contract ends a downline's contract with a higher rate (spec section 4): the member must agree
 * before the decision is sent. The UI asks and calls the workflow again with the agreement.
 */
export const ContractConfirmationNeeded = Schema.TaggedStruct("ContractConfirmationNeeded", {
  kind: ContractKind,
  ref: Schema.String,
})

/** A transfer to a downline was sent (amount in minor units). */
export const DownlineTransferRequested = Schema.TaggedStruct("DownlineTransferRequested", {
  key: Schema.String,
  downline: Schema.String,
  amount: Schema.Int,
})

/** A contract was offered to a downline. */
export const ContractOfferRequested = Schema.TaggedStruct("ContractOfferRequested", {
  downline: Schema.String,
  contractType: Schema.String,
  productType: Schema.String,
})

export const agentIntents = [
  AgentCentreOpened,
  AgentCentrePageSelected,
  AgentReportQueried,
  ContractDecisionRequested,
  ContractConfirmationNeeded,
  DownlineTransferRequested,
  ContractOfferRequested,
] as const
export type AgentIntent = (typeof agentIntents)[number]["Type"]
