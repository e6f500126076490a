/**
 * One call of the platform API (spec section 7) declared as data: method, path, whether a token is needed, whether
 * the body is encrypted, how the request travels, the request and response schemas, and the event its answer becomes.
 *
 * The browser client (adapters/http), the reference server (sandbox) and the HAR replay (adapters/har) are all derived
 * from these declarations; nothing else lists the platform's calls.
 */
import * as Schema from "effect/Schema"

/** HTTP method of a call. */
export type Method = "GET" | "POST" | "PUT" | "DELETE"

/**
 * How the request fields travel (wire notes section 1): GET params in the query string; POST/PUT/DELETE as a JSON
 * body (or the `{ value }` wrapper when encrypted); `form` as an urlencoded body (only the forgot-password form).
 */
export type Carrier = "query" | "json" | "form"

/** The declaration of one call. */
export interface Endpoint<
  Name extends string = string,
  Req extends Schema.Top = Schema.Top,
  Res extends Schema.Top = Schema.Top,
  Answered extends string = string,
> {
  /** Stable key of the call, used in events and fixtures (`login`, `balance`...). */
  readonly name: Name
  readonly method: Method
  /** Absolute path on the API host. */
  readonly path: string
  /** A session token is required: the platform answers 401 without one. */
  readonly token: boolean
  /** The body is wrapped by the platform's encryption (wire notes section 3). */
  readonly encrypted: boolean
  readonly carrier: Carrier
  /** False for the `/lgw/*` lottery answers, which are not wrapped in `{ success, value }`. */
  readonly enveloped: boolean
  /** Moves money: the request carries an idempotency key and is never retried without it. */
  readonly movesMoney: boolean
  /**
   * The answer is a stream of server-sent events (`text/event-stream`), each event's data one `response` value, not
   * one enveloped answer; a refusal still comes as the failure envelope with its status.
   */
  readonly stream: boolean
  /** Request fields that are secrets (passwords, codes): never logged, recorded or kept in events. */
  readonly secrets: ReadonlyArray<string>
  readonly request: Req
  /** Schema of `value` (or of the raw body when not enveloped). */
  readonly response: Res
  /** Tag of the event a successful answer becomes, e.g. `PermissionLoaded`. */
  readonly answered: Answered
  /** Where the shape is our choice rather than the spec's or the wire notes', why. */
  readonly note?: string
}

/** Declares a call with the defaults of the platform: token needed, not encrypted, enveloped, no secrets. */
export const endpoint = <
  const Name extends string,
  Req extends Schema.Top,
  Res extends Schema.Top,
  const Answered extends string,
>(spec: {
  readonly name: Name
  readonly method: Method
  readonly path: string
  readonly token?: boolean
  readonly encrypted?: boolean
  readonly carrier?: Carrier
  readonly movesMoney?: boolean
  readonly stream?: boolean
  readonly secrets?: ReadonlyArray<string>
  readonly request: Req
  readonly response: Res
  readonly answered: Answered
  readonly note?: string
}): Endpoint<Name, Req, Res, Answered> => ({
  token: true,
  encrypted: false,
  carrier: spec.method === "GET" ? "query" : "json",
  enveloped: !spec.path.startsWith("/lgw/") && !spec.path.startsWith("/lotto/lgw/"),
  movesMoney: false,
  stream: false,
  secrets: [],
  ...spec,
})

/** The note of a call whose path, fields and answer neither the spec nor the wire notes show. */
export const ourChoice =
  "Not shown by the spec or the wire notes: path, fields and answer are our choice in the platform's style."

/** A request with no fields. */
export const NoParams = Schema.Struct({})

/** Any response we do not read (logout, language update): accepted whatever it holds. */
export const Ignored = Schema.Unknown

/** The answer event of one endpoint: its `answered` tag carrying the decoded value (events/AnswerEvents.ts). */
export type AnswerOf<E> =
  E extends Endpoint<string, Schema.Top, infer Res, infer Tag>
    ? { readonly _tag: Tag; readonly value: Res["Type"] }
    : never

/** The answer event of an endpoint for a decoded value. */
export const answered = <E extends Endpoint>(endpoint: E, value: E["response"]["Type"]): AnswerOf<E> =>
  ({ _tag: endpoint.answered, value }) as AnswerOf<E>
