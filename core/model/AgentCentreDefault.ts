/**
 * The page the agent centre opens on (spec section 2). Apart from AgentCentrePage.ts (which defines the pages' schema) so the
 * state, which needs only this value, does not bring the schema into the portal's first chunk (the first view's byte budget).
 */
import type { AgentCentrePage } from "./AgentCentrePage.ts"

/** The page the agent centre opens on (spec section 2). */
export const defaultAgentCentrePage: AgentCentrePage = "agentTeamOverview"
