/**
 * Who may open the agent centre and which of its pages they see (spec sections 2, 4 and 6), as pure predicates over
 * state. Opening needs a real account (logged in, type not 4) of an agent type (1, 2, 41, 42). The menu always has
 * announcement, team overview, account, team management, team betting, user profit and loss, my income and
 * transaction details; dividend when the contract flag `enableCt` is on, daily salary with `salary`, hourly salary
 * with `hourSalary`, real-time salary with `realTimeSalary`. The flags come from the consolidated contract data, which loads only when AGENTPOLICY3 is on.
 */

import { type AgentCentrePage, alwaysShown, byContractFlag, defaultAgentCentrePage } from "../model/AgentCentrePage.ts"
import type { Downline } from "../model/AgentReport.ts"
import type { State } from "../state/State.ts"
import { type CentreRefusal, memberCentreRefusal } from "./memberCentre.ts"
import { isAgent, isAgentType } from "./roles.ts"

/** Why the agent centre would not open: no session, a trial account, or not an agent. */
export const agentCentreRefusal = (s: State): CentreRefusal | "notAgent" | undefined =>
  memberCentreRefusal(s) ?? (isAgent(s) ? undefined : "notAgent")

/** The pages of the menu, in order, with their message keys. */
export const agentCentreMenuPages = (s: State): ReadonlyArray<readonly [AgentCentrePage, string]> => [
  ...alwaysShown,
  ...byContractFlag.filter(([, , flag]) => s.contracts.flags[flag]).map(([page, key]) => [page, key] as const),
]

/** True when the page is in the agent's menu. */
export const agentCentrePageShown = (s: State, page: AgentCentrePage): boolean =>
  agentCentreMenuPages(s).some(([p]) => p === page)

/** The page to show for a requested one: itself when shown, else `agentTeamOverview` (spec section 2). */
export const agentCentrePageFor = (s: State, requested: AgentCentrePage | undefined): AgentCentrePage =>
  requested !== undefined && agentCentrePageShown(s, requested) ? requested : defaultAgentCentrePage

/**
 * The downlines an agent may offer a contract to (spec section 4: contracts go to direct downline agents): agents one
 * level down. A row without a level (a platform that does not send it) is kept, and the platform refuses a deeper one.
 */
export const offerableDownlines = (rows: ReadonlyArray<Downline>): ReadonlyArray<string> =>
  rows.filter((r) => isAgentType(r.type ?? undefined) && (r.level == null || r.level === 1)).map((r) => r.account)
