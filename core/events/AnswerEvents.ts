/**
 * What the platform answered, as events derived from the contract: a successful answer of an endpoint becomes the
 * event named by its `answered` tag, carrying the decoded `value` (`PermissionLoaded`, `LoginSucceeded`...). Their
 * schemas are built over the decoded (type) side of each response, one per endpoint: what the event log holds. An
 * endpoint makes its own answer event (`answered`, contract/Endpoint.ts), so a workflow's call needs no other area.
 */
import * as Schema from "effect/Schema"
import { Api } from "../contract/Api.ts"
import type { AnswerOf, Endpoint } from "../contract/Endpoint.ts"

export { type AnswerOf, answered } from "../contract/Endpoint.ts"

/** Every answer event. */
export type Answer = { [K in keyof Api]: AnswerOf<Api[K]> }[keyof Api]

/** Tags of the answer events. */
export type AnswerTag = Answer["_tag"]

/** Schemas of the answer events. */
export const answerEvents = Object.values(Api).map((e: Endpoint) =>
  Schema.TaggedStruct(e.answered, { value: Schema.toType(e.response) }),
)
