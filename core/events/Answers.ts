/**
 * What the platform answered, as events derived from the contract: a successful answer of an endpoint becomes the
 * event named by its `answered` tag, carrying the decoded `value` (`PermissionLoaded`, `LoginSucceeded`...). Only types
 * and `answered` here, so a workflow's `call` does not bring every area's endpoints into its chunk
 * (the first view's byte budget); the answer events' schemas are in AnswerEvents.ts.
 */
import type * as Schema from "effect/Schema"
import type { Api } from "../contract/Api.ts"
import type { Endpoint } from "../contract/Endpoint.ts"

/** The answer event of one endpoint. */
export type AnswerOf<E> =
  E extends Endpoint<string, Schema.Top, infer Res, infer Tag>
    ? { readonly _tag: Tag; readonly value: Res["Type"] }
    : never

/** Every answer event. */
export type Answer = { [K in keyof Api]: AnswerOf<Api[K]> }[keyof Api]

/** Tags of the answer events. */
export type AnswerTag = Answer["_tag"]

/** The answer event of an endpoint for a decoded value. */
export const answered = <E extends Endpoint>(endpoint: E, value: E["response"]["Type"]): AnswerOf<E> =>
  ({ _tag: endpoint.answered, value }) as AnswerOf<E>
