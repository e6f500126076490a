/**
 * The agent centre's left menu (spec section 2): the eight pages every agent sees, then dividend, daily salary and
 * hourly salary by contract flag, each with its message key and the active one marked; and whether the centre may
 * open at all (agent types 1, 2, 41, 42 on a real account). A pure function of state (the rules are
 * permissions/agentCentre.ts).
 */
import type { AgentCentrePage } from "../model/AgentCentrePage.ts"
import { agentCentreMenuPages, agentCentreRefusal } from "../permissions/agentCentre.ts"
import type { State } from "../state/State.ts"

export interface AgentCentreMenuItem {
  readonly page: AgentCentrePage
  readonly labelKey: string
  readonly active: boolean
}

export interface AgentCentreMenu {
  /** The member may open the agent centre. */
  readonly available: boolean
  readonly open: boolean
  readonly page: AgentCentrePage
  readonly items: ReadonlyArray<AgentCentreMenuItem>
}

/** The menu for a state. */
export const agentCentreMenu = (s: State): AgentCentreMenu => {
  const available = agentCentreRefusal(s) === undefined
  return {
    available,
    open: s.agentCentre.open,
    page: s.agentCentre.page,
    items: available
      ? agentCentreMenuPages(s).map(([page, labelKey]) => ({ page, labelKey, active: page === s.agentCentre.page }))
      : [],
  }
}
