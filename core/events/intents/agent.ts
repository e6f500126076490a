/** What the person did in the agent area. */
export const agentIntents = [] as const
export type AgentIntent = never
