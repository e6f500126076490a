/**
 * The tagged union of every event: facts in the past tense. What the platform answered (derived from the contract),
 * what failed, what the person did, and time. The log holds these; state is `events.reduce(reduce, initial)`.
 */
import * as Schema from "effect/Schema"
import { type Answer, answerEvents } from "./AnswerEvents.ts"
import { failureEvents, type PlatformError } from "./Failures.ts"
import { type AgentIntent, agentIntents } from "./intents/agent.ts"
import { type ContentIntent, contentIntents } from "./intents/content.ts"
import { type GamesIntent, gamesIntents } from "./intents/games.ts"
import { type ProtectionIntent, protectionIntents } from "./intents/protection.ts"
import { type SessionIntent, sessionIntents } from "./intents/session.ts"
import { type UiIntent, uiIntents } from "./intents/ui.ts"
import { type WalletIntent, walletIntents } from "./intents/wallet.ts"
import { type ClockTicked, timeEvents } from "./Time.ts"

/** Every event. */
export type Event =
  | Answer
  | PlatformError
  | ClockTicked
  | UiIntent
  | SessionIntent
  | GamesIntent
  | WalletIntent
  | AgentIntent
  | ContentIntent
  | ProtectionIntent

/** Tag of an event. */
export type EventTag = Event["_tag"]

/** The event with a given tag. */
export type EventOf<T extends EventTag> = Extract<Event, { readonly _tag: T }>

/** Schemas of every event, for decoding a stored log at the edge. */
export const eventSchemas: ReadonlyArray<Schema.Top> = [
  ...answerEvents,
  ...failureEvents,
  ...timeEvents,
  ...uiIntents,
  ...sessionIntents,
  ...gamesIntents,
  ...walletIntents,
  ...agentIntents,
  ...contentIntents,
  ...protectionIntents,
]

/** Decodes one stored event (JSON) into an `Event`. */
export const EventSchema = Schema.Union(eventSchemas) as unknown as Schema.Codec<Event, unknown>
