/**
 * The agentCentre slice's value before any event, apart from its handlers (agentCentre.ts): the first view's store holds it
 * while the handlers load after the first view (core/state/laterSlices.ts, issue 5 bundle budget).
 */

import { defaultAgentCentrePage } from "../../model/AgentCentreDefault.ts"
import type { AgentCentreState } from "./agentCentre.ts"

const emptyList = {
  filter: undefined,
  rows: [],
  totalPages: 0,
  totals: undefined,
  loading: false,
  error: undefined,
} as const

export const initialAgentCentre: AgentCentreState = {
  open: false,
  page: defaultAgentCentrePage,
  reports: {
    teamOverview: { filter: undefined, overview: undefined, loading: false, error: undefined },
    downlines: emptyList,
    teamBetting: emptyList,
    profitLoss: emptyList,
    income: emptyList,
    transactions: emptyList,
  },
  downlineTransfer: { inFlight: undefined, done: undefined, error: undefined },
}
