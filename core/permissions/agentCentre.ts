/**
 * Who may open the agent centre and which of its pages they see (spec sections 2, 4 and 6), as pure predicates over
 * state. Opening needs a real account (logged in, type not 4) of an agent type (1, 2, 41, 42). The menu always has
 * announcement, team overview, account, team management, team betting, user profit and loss, my income and
 * transaction details; dividend when the contract flag `enableCt` is on, daily salary with `salary`, hourly salary
 * with `hourSalary`, real-time salary with `realTimeSalary`. The flags come from the consolidated contract data, which loads only when AGENTPOLICY3 is on.
 */

import type { Downline } from "../model/AgentReport.ts"
import type { State } from "../state/State.ts"
import { type CentrePage, type CentreRefusal, memberCentreRefusal, shownPages } from "./memberCentre.ts"
import { isAgent, isAgentType } from "./roles.ts"

/** Why the agent centre would not open: no session, a trial account, or not an agent. */
export const agentCentreRefusal = (s: State): CentreRefusal | "notAgent" | undefined =>
  memberCentreRefusal(s) ?? (isAgent(s) ? undefined : "notAgent")

const always = (): boolean => true

/** Shown when the agent's contract data sets the flag. */
const byFlag =
  (flag: "enableCt" | "salary" | "hourSalary" | "realTimeSalary") =>
  (s: State): boolean =>
    s.contracts.flags[flag]

/**
 * The agent centre's pages, one descriptor each, in menu order: the eight every agent sees, then those a contract
 * flag adds. The page ids (core/model/AgentCentrePage.ts), the menu and the UI's table of components all come from
 * this list, so a page added here does not compile until the UI renders it.
 */
export const agentCentrePages = {
  agentAnnouncement: { labelKey: "ac_announcement", shown: always },
  agentTeamOverview: { labelKey: "ac_team_overview", shown: always },
  registerCenter: { labelKey: "ac_account", shown: always },
  downlineManagmentView: { labelKey: "ac_team_management", shown: always },
  personalHistoryCopy: { labelKey: "ac_team_betting", shown: always },
  palStatementsAgentCopy: { labelKey: "ac_user_profit_loss", shown: always },
  agentRevenueReport: { labelKey: "ac_my_income", shown: always },
  agentDownlineTransactionDetailsCopy: { labelKey: "ac_transaction_details", shown: always },
  agentDividendRecordCopy: { labelKey: "ac_dividend", shown: byFlag("enableCt") },
  agentDailyWages2: { labelKey: "ac_daily_salary", shown: byFlag("salary") },
  agentHourSalary: { labelKey: "ac_hourly_salary", shown: byFlag("hourSalary") },
  agentRealTimeSalary: { labelKey: "ac_realtime_salary", shown: byFlag("realTimeSalary") },
} satisfies Record<string, CentrePage>

/** A page of the agent centre, by the name the platform's agent centre uses. */
export type AgentCentrePage = keyof typeof agentCentrePages

/** The page the agent centre opens on (spec section 2). */
export const defaultAgentCentrePage: AgentCentrePage = "agentTeamOverview"

/** The pages of the menu, in order, with their message keys. */
export const agentCentreMenuPages = (s: State): ReadonlyArray<readonly [AgentCentrePage, string]> =>
  shownPages(agentCentrePages, s).map(({ page, labelKey }) => [page, labelKey] as const)

/** True when the page is in the agent's menu. */
export const agentCentrePageShown = (s: State, page: AgentCentrePage): boolean => agentCentrePages[page].shown(s)

/** The page to show for a requested one: itself when shown, else `agentTeamOverview` (spec section 2). */
export const agentCentrePageFor = (s: State, requested: AgentCentrePage | undefined): AgentCentrePage =>
  requested !== undefined && agentCentrePageShown(s, requested) ? requested : defaultAgentCentrePage

/**
 * The downlines an agent may offer a contract to (spec section 4: contracts go to direct downline agents): agents one
 * level down. A row without a level (a platform that does not send it) is kept, and the platform refuses a deeper one.
 */
export const offerableDownlines = (rows: ReadonlyArray<Downline>): ReadonlyArray<string> =>
  rows.filter((r) => isAgentType(r.type ?? undefined) && (r.level == null || r.level === 1)).map((r) => r.account)
