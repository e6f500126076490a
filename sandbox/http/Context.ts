/** What a handler gets besides its decoded request: the database, the caller, the clock and the services. */
import type { Api, EndpointName } from "../../core/contract/Api.ts"
import type { Endpoint } from "../../core/contract/Endpoint.ts"
import type { Services } from "../services.ts"

/** The member a valid token belongs to. */
export interface Caller {
  readonly memberId: number
  readonly account: string
  readonly type: number
  readonly token: string
}

export interface Context {
  readonly services: Services
  /** Epoch milliseconds of the request. */
  readonly now: number
  readonly ip: string
  /** `Language` header (or `language` query field), upper-case platform code, e.g. `EN`. */
  readonly language: string
  readonly merchant: string
  /** Set when the request carried a valid token. */
  readonly caller: Caller | undefined
  readonly idempotencyKey: string | undefined
  /** The host the portal runs on (for links the sandbox returns). */
  readonly origin: string
}

/** How the sandbox answers one endpoint. */
export type Handler<E extends Endpoint> = (
  ctx: Context,
  request: E["request"]["Type"],
) => Promise<E["response"]["Type"]>

/** Handlers by endpoint name. */
export type Handlers = { readonly [K in EndpointName]?: Handler<Api[K]> }
