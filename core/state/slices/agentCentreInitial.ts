/**
 * The agentCentre slice's value before any event, apart from its handlers (agentCentre.ts): the first
 * view's store holds it while the handlers load after the first view (core/state/laterSlices.ts
 * for the first view's byte budget).
 */
import { defaultAgentCentrePage } from "../../model/AgentCentreDefault.ts"
import type { AgentCentreState } from "./agentCentre.ts"
import { emptyRecordList } from "./memberCentreInitial.ts"

export const initialAgentCentre: AgentCentreState = {
  open: false,
  page: defaultAgentCentrePage,
  reports: {
    teamOverview: { filter: undefined, overview: undefined, loading: false, error: undefined },
    downlines: emptyRecordList,
    teamBetting: emptyRecordList,
    profitLoss: emptyRecordList,
    income: emptyRecordList,
    transactions: emptyRecordList,
  },
  downlineTransfer: { inFlight: undefined, done: undefined, error: undefined },
}
