/**
 * The pages of the agent centre (spec section 2), by the names the platform's agent centre uses (so a recorded
 * session's deep links keep working): the ids of the centre's descriptor list (core/permissions/agentCentre.ts, which
 * holds each page's menu key and visibility rule), as a schema for the events that name a page. Default page
 * `agentTeamOverview`. Always shown: announcement, team overview, account (register centre), team management, team
 * betting, user profit and loss, my income, transaction details. Shown by contract flag: dividend (`enableCt`), daily
 * salary (`salary`), hourly salary (`hourSalary`), real-time salary (`realTimeSalary`, settled every 5 minutes).
 */
import * as Schema from "effect/Schema"
import { agentCentrePages, defaultAgentCentrePage } from "../permissions/agentCentre.ts"
import { pagesOf } from "../permissions/memberCentre.ts"

export const AgentCentrePage = Schema.Literals(pagesOf(agentCentrePages))
export type AgentCentrePage = typeof AgentCentrePage.Type

export { defaultAgentCentrePage }
