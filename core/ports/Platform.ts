/**
 * The platform API as a port: call a declared endpoint with its typed request, get its typed value or a typed
 * error of spec section 8. The browser client (adapters/http) and the memory platform below implement it; both
 * decode answers through the contract (`decodeAnswer`), so a test with the memory platform exercises the wire shapes.
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type { DeclaredEndpoint } from "../contract/Api.ts"
import { decodeAnswer } from "../contract/decode.ts"
import type { PlatformError } from "../events/Failures.ts"

/** Options of one call. */
export interface CallOptions {
  /** Required by calls that move money: the same key is sent again on a retry, never a new one. */
  readonly idempotencyKey?: string
}

export interface PlatformShape {
  readonly call: <E extends DeclaredEndpoint>(
    endpoint: E,
    request: E["request"]["Type"],
    options?: CallOptions,
  ) => Effect.Effect<E["response"]["Type"], PlatformError>
}

export class Platform extends Context.Service<Platform, PlatformShape>()("arena/Platform") {}

/** What a memory platform's handler sees: the request as it goes on the wire, and the session token. */
export interface WireRequest {
  readonly endpoint: DeclaredEndpoint
  /** The request fields, encoded through the endpoint's request schema. */
  readonly body: unknown
  readonly token: string | undefined
  readonly idempotencyKey: string | undefined
}

/** What a memory platform's handler answers: an HTTP status and a JSON body (or `"network"` for a dropped link). */
export type WireAnswer = { readonly status: number; readonly body: unknown } | "network"

/** A platform in memory: requests are encoded and answers decoded exactly as over HTTP. */
export const makeMemory = (
  handle: (request: WireRequest) => WireAnswer,
  token: () => string | undefined = () => undefined,
): PlatformShape => ({
  call: (endpoint, request, options) =>
    Effect.suspend(() => {
      const encoded = Schema.encodeUnknownResult(endpoint.request as Schema.Codec<unknown, unknown>)(request)
      if (Result.isFailure(encoded)) return Effect.die(encoded.failure)
      const answer = handle({
        endpoint,
        body: encoded.success,
        token: token(),
        idempotencyKey: options?.idempotencyKey,
      })
      if (answer === "network")
        return Effect.fail<PlatformError>({ _tag: "NetworkFailed", endpoint: endpoint.name, reason: "abnormal" })
      const r = decodeAnswer(endpoint, answer.status, JSON.parse(JSON.stringify(answer.body ?? null)))
      return Result.isSuccess(r) ? Effect.succeed(r.success) : Effect.fail(r.failure)
    }),
})

/** A layer of the memory platform. */
export const layerMemory = (handle: (request: WireRequest) => WireAnswer, token?: () => string | undefined) =>
  Layer.succeed(Platform, makeMemory(handle, token))
