/**
 * The agent centre popup (spec section 2): open or closed, the page shown (`agentTeamOverview` by default; a page the
 * agent may not see falls back to it, permissions/agentCentre.ts), the reports with their filters (team overview,
 * downlines, team betting, profit and loss, income, transaction details), and the transfer to a downline in flight.
 * The menu itself is a projection of the contract flags. Member data: cleared when the session ends or the member
 * logs out.
 */

import type { EndpointName } from "../../contract/Api.ts"
import type { AgentCentrePage } from "../../model/AgentCentrePage.ts"
import { defaultAgentCentrePage } from "../../model/AgentCentrePage.ts"
import type {
  AgentReportKind,
  Downline,
  DownlineTransaction,
  IncomeRow,
  IncomeTotals,
  ProfitLossRow,
  TeamBetRow,
  TeamOverview,
} from "../../model/AgentReport.ts"
import type { CallError, CallFailure } from "../../model/CallError.ts"
import type { RecordFilter } from "../../model/Records.ts"
import { agentCentrePageFor } from "../../permissions/agentCentre.ts"
import { isAgent, isAgentType } from "../../permissions/roles.ts"
import { openedOn, shownOn } from "../Centre.ts"
import { failedOrReset, type Handlers, resetTo, slice } from "../Slice.ts"
import { failedAt, idle, movedBy, type Submission, sent, settled } from "../Submission.ts"
import { emptyRecordList, fillRecordList, listFailed, listFilled, queried, type RecordList } from "./memberCentre.ts"

/** The team overview report. */
export interface OverviewReport {
  readonly filter: RecordFilter | undefined
  readonly overview: TeamOverview | undefined
  readonly loading: boolean
  readonly error: CallError | undefined
}

export interface AgentReports {
  readonly teamOverview: OverviewReport
  readonly downlines: RecordList<Downline>
  readonly teamBetting: RecordList<TeamBetRow>
  readonly profitLoss: RecordList<ProfitLossRow>
  /** With the range's income by status (PENDING, PAID, HELD), when the platform sends it. */
  readonly income: RecordList<IncomeRow> & { readonly byStatus: IncomeTotals | undefined }
  readonly transactions: RecordList<DownlineTransaction>
}

export interface AgentCentreState {
  readonly open: boolean
  readonly page: AgentCentrePage
  readonly reports: AgentReports
  readonly downlineTransfer: Submission<
    { readonly downline: string; readonly amount: number },
    { readonly downline: string; readonly amount: number; readonly moved: number }
  >
}

const reportByEndpoint: Partial<Readonly<Record<EndpointName, AgentReportKind>>> = {
  teamOverview: "teamOverview",
  downlines: "downlines",
  teamBetting: "teamBetting",
  teamProfitLoss: "profitLoss",
  agentIncome: "income",
  downlineTransactions: "transactions",
}

const failed = (s: AgentCentreState, e: CallFailure): AgentCentreState => {
  if (e.endpoint === "downlineTransfer") {
    return { ...s, downlineTransfer: failedAt(s.downlineTransfer, e) }
  }
  const report = reportByEndpoint[e.endpoint]
  if (report === undefined) return s
  return { ...s, reports: { ...s.reports, [report]: listFailed(s.reports[report], e) } }
}

export const initialAgentCentre: AgentCentreState = {
  open: false,
  page: defaultAgentCentrePage,
  reports: {
    teamOverview: { filter: undefined, overview: undefined, loading: false, error: undefined },
    downlines: emptyRecordList,
    teamBetting: emptyRecordList,
    profitLoss: emptyRecordList,
    income: { ...emptyRecordList, byStatus: undefined },
    transactions: emptyRecordList,
  },
  downlineTransfer: idle,
}

const handlers: Handlers<AgentCentreState> = {
  MemberInfoLoaded: (s, e) => (s.open && !isAgentType(Number(e.value.type)) ? { ...s, open: false } : s),
  // Spec section 4: the agent centre is for agent types only; anything else in a log is ignored.
  AgentCentreOpened: (s, e, state) => (isAgent(state) ? openedOn(s, agentCentrePageFor(state, e.page)) : s),
  AgentCentrePageSelected: (s, e, state) => shownOn(s, agentCentrePageFor(state, e.page)),
  ModalClosed: (s, e) => (e.modal === "agentCentre" && s.open ? { ...s, open: false } : s),
  AgentReportQueried: (s, e) => ({
    ...s,
    reports: { ...s.reports, [e.report]: queried(s.reports[e.report], e.filter) },
  }),
  TeamOverviewLoaded: (s, e) => ({
    ...s,
    reports: {
      ...s.reports,
      teamOverview: { ...s.reports.teamOverview, overview: e.value, loading: false, error: undefined },
    },
  }),
  DownlinesLoaded: listFilled("reports", "downlines"),
  TeamBettingLoaded: listFilled("reports", "teamBetting"),
  TeamProfitLossLoaded: listFilled("reports", "profitLoss"),
  AgentIncomeLoaded: (s, e) => ({
    ...s,
    reports: {
      ...s.reports,
      income: { ...fillRecordList(s.reports.income, e.value), byStatus: e.value.byStatus ?? undefined },
    },
  }),
  DownlineTransactionsLoaded: listFilled("reports", "transactions"),
  DownlineTransferRequested: (s, e) => ({
    ...s,
    downlineTransfer: sent(s.downlineTransfer, { downline: e.downline, amount: e.amount }),
  }),
  DownlineTransferred: (s, e) => {
    const downlineTransfer = settled(s.downlineTransfer, movedBy(e.value.successAmount))
    return downlineTransfer === undefined ? s : { ...s, downlineTransfer }
  },
  ...failedOrReset(failed, resetTo(initialAgentCentre)),
}

export const agentCentre = slice<AgentCentreState>(initialAgentCentre, handlers)
