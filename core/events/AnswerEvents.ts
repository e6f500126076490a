/**
 * Schemas of the answer events (Answers.ts), one per endpoint of the contract, over the decoded (type) side of each
 * response: what the event log holds. Apart from Answers.ts because it builds a schema for every endpoint of every
 * area: only decoding a stored log needs it, not a workflow's call (the first view's byte budget).
 */
import * as Schema from "effect/Schema"
import { Api } from "../contract/Api.ts"
import type { Endpoint } from "../contract/Endpoint.ts"

/** Schemas of the answer events. */
export const answerEvents = Object.values(Api).map((e: Endpoint) =>
  Schema.TaggedStruct(e.answered, { value: Schema.toType(e.response) }),
)
