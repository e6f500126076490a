/**
 * `@arena-portal/sdk/core/events`: Events: what the platform answered, what the person did, and time (intents and answers as
 * Schema classes).
 */

export * as Answers from "./AnswerEvents.ts"
export * as Events from "./Event.ts"
export * as Failures from "./Failures.ts"
export * as AgentIntents from "./intents/agent.ts"
export * as ContentIntents from "./intents/content.ts"
export * as GamesIntents from "./intents/games.ts"
export * as ProtectionIntents from "./intents/protection.ts"
export * as SessionIntents from "./intents/session.ts"
export * as UiIntents from "./intents/ui.ts"
export * as WalletIntents from "./intents/wallet.ts"
export * as Time from "./Time.ts"
