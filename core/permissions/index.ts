/** `@arena-portal/sdk/core/permissions`: Permissions: which member- and agent-centre pages and features a session may reach. */

export * as AgentCentrePermissions from "./agentCentre.ts"
export * as Features from "./features.ts"
export * as MemberCentrePermissions from "./memberCentre.ts"
