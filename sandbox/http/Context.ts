/** What a handler gets besides its decoded request: the database, the caller, the clock and the services. */
import type { Api, EndpointName } from "../../core/contract/Api.ts"
import type { live } from "../../core/contract/api/live.ts"
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

/** Handlers by endpoint name: an area's part of the table. */
export type Handlers = { readonly [K in EndpointName]?: Handler<Api[K]> }

/** The calls answered by a stream of server-sent events (the `live` area), which the live hub opens, not a handler. */
export type StreamCall = keyof typeof live

/**
 * The whole table: a handler for every call of the contract but the streams, so a call declared without its handler
 * does not compile (rather than answering 501 at run time).
 */
export type HandlerTable = { readonly [K in Exclude<EndpointName, StreamCall>]: Handler<Api[K]> }

/** A handler of any call, as `aroundEach` passes it on. */
export type AnyHandler = (ctx: Context, request: unknown) => Promise<unknown>

/**
 * An area's handlers, each run through `around` first (a check every call of the area makes), which ends by calling
 * `handler(ctx, request)`; the names kept. The handler is passed as it is, so a call makes no closure of its own.
 */
export const aroundEach = <T extends Handlers>(
  table: T,
  around: (ctx: Context, request: unknown, handler: AnyHandler) => Promise<unknown>,
): T =>
  Object.fromEntries(
    Object.entries(table).map(([name, handler]) => [
      name,
      (ctx: Context, request: unknown) => around(ctx, request, handler as AnyHandler),
    ]),
  ) as T

/**
 * What a handler may know without running: its answer when a read cache holds it and the checks its area's `around`
 * makes pass, given at once rather than through a promise (the router then sends it in the same turn); undefined when
 * the handler must run. It must answer exactly what the handler would (tests hold each one to that).
 */
export type HeldAnswer = (ctx: Context, request: unknown) => unknown

/** A handler with the answer it may know at once (`withHeld`). */
export type MaybeHeld = AnyHandler & { readonly held?: HeldAnswer }

/** `handler` with `held`, the answer it may know without running. */
export const withHeld = <H extends (ctx: Context, request: never) => Promise<unknown>>(
  handler: H,
  held: HeldAnswer,
): H => Object.assign(((ctx: Context, request: never) => handler(ctx, request)) as H, { held })
