/**
 * The pages of the agent centre (spec section 2), by the names the platform's agent centre uses (so a recorded
 * session's deep links keep working). Default page `agentTeamOverview`. Always shown: announcement, team overview,
 * account (register centre), team management, team betting, user profit and loss, my income, transaction details.
 * Shown by contract flag: dividend (`enableCt`), daily salary (`salary`), hourly salary (`hourSalary`),
 * real-time salary (`realTimeSalary`, settled every 5 minutes).
 */
import * as Schema from "effect/Schema"

export const AgentCentrePage = Schema.Literals([
  "agentAnnouncement",
  "agentTeamOverview",
  "registerCenter",
  "downlineManagmentView",
  "personalHistoryCopy",
  "palStatementsAgentCopy",
  "agentRevenueReport",
  "agentDownlineTransactionDetailsCopy",
  "agentDividendRecordCopy",
  "agentDailyWages2",
  "agentHourSalary",
  "agentRealTimeSalary",
])
export type AgentCentrePage = typeof AgentCentrePage.Type

/** The page the agent centre opens on (spec section 2). */
export const defaultAgentCentrePage: AgentCentrePage = "agentTeamOverview"

/** The pages always in the menu, in menu order, with their message keys. */
export const alwaysShown: ReadonlyArray<readonly [AgentCentrePage, string]> = [
  ["agentAnnouncement", "ac_announcement"],
  ["agentTeamOverview", "ac_team_overview"],
  ["registerCenter", "ac_account"],
  ["downlineManagmentView", "ac_team_management"],
  ["personalHistoryCopy", "ac_team_betting"],
  ["palStatementsAgentCopy", "ac_user_profit_loss"],
  ["agentRevenueReport", "ac_my_income"],
  ["agentDownlineTransactionDetailsCopy", "ac_transaction_details"],
]

/** The pages a contract flag adds, after the others. */
export const byContractFlag: ReadonlyArray<
  readonly [AgentCentrePage, string, "enableCt" | "salary" | "hourSalary" | "realTimeSalary"]
> = [
  ["agentDividendRecordCopy", "ac_dividend", "enableCt"],
  ["agentDailyWages2", "ac_daily_salary", "salary"],
  ["agentHourSalary", "ac_hourly_salary", "hourSalary"],
  ["agentRealTimeSalary", "ac_realtime_salary", "realTimeSalary"],
]
