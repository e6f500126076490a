/**
 * Calls of the agent centre and the contracts (spec section 7 and our choices): the consolidated contract data and the
 * four decisions on it (dividend, daily, hourly and real-time salary), the agent's reports (team overview, downlines,
 * team betting, profit and loss, income, transaction details), the transfer to a downline, a contract offer and the
 * registration of a downline account (the register centre).
 *
 * The consolidated call and the four decisions are the spec's, with the wire notes' methods and fields (dividend and
 * daily salary GET with `type`/`id` and `status`; hourly and real-time salary POST with `contractId` and `status`;
 * status A accept, R reject, C terminate). The others are our choice in the platform's style.
 */
import {
  Consolidated,
  ContractOfferRequest,
  DailySalaryDecisionRequest,
  DividendDecisionRequest,
  SalaryDecisionRequest,
} from "../../model/AgentContract.ts"
import {
  Downlines,
  DownlinesRequest,
  DownlineTransactions,
  DownlineTransactionsRequest,
  Income,
  IncomeRequest,
  ProfitLoss,
  ProfitLossRequest,
  TeamBetting,
  TeamBettingRequest,
  TeamOverview,
  TeamOverviewRequest,
} from "../../model/AgentReport.ts"
import { DownlineTransferRequest } from "../../model/AgentTransfer.ts"
import {
  DownlineRegistered,
  DownlineRegistrationRequest,
  downlineRegistrationSecrets,
} from "../../model/DownlineRegistration.ts"
import { TransferResult } from "../../model/Transfer.ts"
import { Acknowledged } from "../Acknowledged.ts"
import { endpoint, NoParams, ourChoice } from "../Endpoint.ts"

export const agent = {
  consolidated: endpoint({
    name: "consolidated",
    method: "GET",
    path: "/wps/member/info/funds/consolidated",
    request: NoParams,
    response: Consolidated,
    answered: "ConsolidatedLoaded",
  }),
  processDividend: endpoint({
    name: "processDividend",
    method: "GET",
    path: "/wps/relay/MCS2_processDividendReq",
    request: DividendDecisionRequest,
    response: Acknowledged,
    answered: "DividendContractProcessed",
  }),
  processDailySalary: endpoint({
    name: "processDailySalary",
    method: "GET",
    path: "/wps/relay/MCS2_processDailySalContract",
    request: DailySalaryDecisionRequest,
    response: Acknowledged,
    answered: "DailySalaryContractProcessed",
  }),
  processHourSalary: endpoint({
    name: "processHourSalary",
    method: "POST",
    path: "/wps/relay/MCS2_processContractHourSalary",
    request: SalaryDecisionRequest,
    response: Acknowledged,
    answered: "HourSalaryContractProcessed",
  }),
  processRealTimeSalary: endpoint({
    name: "processRealTimeSalary",
    method: "POST",
    path: "/wps/relay/MCSFE_processRealTimeSalaryContract",
    request: SalaryDecisionRequest,
    response: Acknowledged,
    answered: "RealTimeSalaryContractProcessed",
  }),
  teamOverview: endpoint({
    name: "teamOverview",
    method: "GET",
    path: "/wps/relay/MCSFE_getAgentTeamOverview",
    request: TeamOverviewRequest,
    response: TeamOverview,
    answered: "TeamOverviewLoaded",
    note: ourChoice,
  }),
  downlines: endpoint({
    name: "downlines",
    method: "GET",
    path: "/wps/relay/MCSFE_getDownlineList",
    request: DownlinesRequest,
    response: Downlines,
    answered: "DownlinesLoaded",
    note: ourChoice,
  }),
  teamBetting: endpoint({
    name: "teamBetting",
    method: "GET",
    path: "/wps/relay/ODSFE2_getTeamBetRecords",
    request: TeamBettingRequest,
    response: TeamBetting,
    answered: "TeamBettingLoaded",
    note: ourChoice,
  }),
  teamProfitLoss: endpoint({
    name: "teamProfitLoss",
    method: "GET",
    path: "/wps/relay/ODSFE2_getTeamProfitLoss",
    request: ProfitLossRequest,
    response: ProfitLoss,
    answered: "TeamProfitLossLoaded",
    note: ourChoice,
  }),
  agentIncome: endpoint({
    name: "agentIncome",
    method: "GET",
    path: "/wps/relay/MCSFE_getAgentRevenueReport",
    request: IncomeRequest,
    response: Income,
    answered: "AgentIncomeLoaded",
    note: ourChoice,
  }),
  downlineTransactions: endpoint({
    name: "downlineTransactions",
    method: "GET",
    path: "/wps/relay/ODSFE2_getDownlineTransDet",
    request: DownlineTransactionsRequest,
    response: DownlineTransactions,
    answered: "DownlineTransactionsLoaded",
    note: ourChoice,
  }),
  downlineTransfer: endpoint({
    name: "downlineTransfer",
    method: "POST",
    path: "/wps/relay/passwordCheck/MCSFE_transferToDownline",
    encrypted: true,
    movesMoney: true,
    secrets: ["paymentPassword"],
    request: DownlineTransferRequest,
    response: TransferResult,
    answered: "DownlineTransferred",
    note: ourChoice,
  }),
  offerContract: endpoint({
    name: "offerContract",
    method: "POST",
    path: "/wps/relay/MCSFE_offerDownlineContract",
    request: ContractOfferRequest,
    response: Acknowledged,
    answered: "ContractOffered",
    note: ourChoice,
  }),
  registerDownline: endpoint({
    name: "registerDownline",
    method: "PUT",
    path: "/wps/agent/downline/register",
    encrypted: true,
    secrets: downlineRegistrationSecrets,
    request: DownlineRegistrationRequest,
    response: DownlineRegistered,
    answered: "DownlineRegistered",
    note:
      "Not in the spec's API list (section 7) nor the wire notes: the agent centre's register centre (section 2) is " +
      "our choice, PUT like the member registration and encrypted like it (the passwords are secrets), with the " +
      "agent's token; the body is the member registration's username, password and the payeeName, mobileNum and " +
      "email the brand's rules enable, checked by the same rules; the answer names the new account (a member whose " +
      "upline is the caller). A duplicate username is refused with the member registration's `account_exists`.",
  }),
}
