/**
 * The platform client: the core `Platform` port (core/ports/Platform.ts) over `fetch`, derived from the contract
 * (core/contract/Api.ts), so every declared endpoint is callable and nothing lists the calls a second time.
 *
 * Per call (wire notes sections 1-3): the platform's headers with the token, merchant and language read from storage;
 * GET fields in the query string after a `?` that is always there; JSON bodies for POST/PUT/DELETE; an urlencoded
 * body for the `form` carrier; for encrypted endpoints the `Encryption` header and `{ value }` body sealed by the
 * `Encryptor` (a fresh key per attempt: the platform refuses a reused one); `Idempotency-Key` for calls that move
 * money, which are refused without one. The client gives up after 20 seconds (the platform's own client timeout).
 * Every answer goes through `decodeAnswer` (core/contract/decode.ts) into the value or the typed error of spec
 * section 8 (core/events/Failures.ts): a dropped link, the timeout and 504 NetworkFailed, 401 and the session-invalid codes
 * SessionEnded, a refusal CallFailed, an answer off the contract ApiResponseRejected with the path of the field.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Result from "effect/Result"
import type { DeclaredEndpoint } from "../../core/contract/Api.ts"
import { decodeAnswer } from "../../core/contract/decode.ts"
import type { NetworkFailed, PlatformError } from "../../core/events/Failures.ts"
import type { LocalKey, SessionKey } from "../../core/model/StorageKeys.ts"
import type { EncryptorShape } from "../../core/ports/Encryptor.ts"
import type { KeyValueShape } from "../../core/ports/KeyValue.ts"
import { type CallOptions, Platform, type PlatformShape } from "../../core/ports/Platform.ts"
import { type FetchLike, globalFetch, joinUrl } from "./Fetch.ts"
import { languageCode, platformHeaders } from "./headers.ts"
import { encodeRequest, type WireFields } from "./requestCodec.ts"
import { defaultRetryDelays, isRetryable, isTransient, type Outcome } from "./retryPolicy.ts"

/** How the client reaches the platform. */
export interface ClientConfig {
  /** The API host; empty (the default) for the page's own origin, as the platform's portals are served. */
  readonly baseUrl?: string
  /** The brand's merchant code, used when session storage holds no `merchantCode`. */
  readonly merchantCode: string
  /** The brand's default language (an i18n or platform code); EN when absent. */
  readonly defaultLanguage?: string
  readonly session: KeyValueShape<SessionKey>
  readonly local: KeyValueShape<LocalKey>
  readonly encryptor: EncryptorShape
  readonly fetch?: FetchLike
  /** The client's timeout per attempt; 20 s by default (wire notes section 1). */
  readonly timeoutMs?: number
  /** Pauses before each retry; two retries by default. */
  readonly retryDelaysMs?: ReadonlyArray<number>
}

/** A programming error: a call that moves money was made without its idempotency key. */
export class MissingIdempotencyKey extends Error {
  override readonly name = "MissingIdempotencyKey"
}

/** The client's timeout (wire notes section 1). */
export const defaultTimeoutMs = 20_000

/** A client of the platform. */
export const make = (config: ClientConfig): PlatformShape => {
  const fetchFn = config.fetch ?? globalFetch
  const base = config.baseUrl ?? ""
  const timeoutMs = config.timeoutMs ?? defaultTimeoutMs
  const delays = config.retryDelaysMs ?? defaultRetryDelays

  const headerInputs = Effect.all({
    token: config.session.get("token"),
    merchant: Effect.map(config.session.get("merchantCode"), (m) =>
      m === undefined || m === "" ? config.merchantCode : m,
    ),
    language: Effect.map(config.local.get("hisLang"), (h) => languageCode(h, config.defaultLanguage)),
  })

  /** One request on the wire; never fails: what happened is the outcome. */
  const exchange = (url: string, init: RequestInit): Effect.Effect<Outcome> =>
    Effect.promise(async (interrupted) => {
      const abort = new AbortController()
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        abort.abort()
      }, timeoutMs)
      const onInterrupt = () => abort.abort()
      interrupted.addEventListener("abort", onInterrupt)
      try {
        const res = await fetchFn(url, { ...init, signal: abort.signal })
        const text = await res.text()
        return { kind: "answer", status: res.status, body: parseBody(text) }
      } catch (error) {
        return timedOut ? { kind: "timeout" } : { kind: "network", reason: `${url}: ${networkReason(error)}` }
      } finally {
        clearTimeout(timer)
        interrupted.removeEventListener("abort", onInterrupt)
      }
    })

  /** The request of one attempt: URL and init, sealing encrypted bodies afresh. */
  const prepare = (
    endpoint: DeclaredEndpoint,
    wire: WireFields,
    idempotencyKey: string | undefined,
  ): Effect.Effect<{ url: string; init: RequestInit }, NetworkFailed> =>
    Effect.gen(function* () {
      const headers: Record<string, string> = {
        Accept: "application/json, text/plain, */*",
        ...platformHeaders(yield* headerInputs),
        ...(idempotencyKey === undefined ? {} : { "Idempotency-Key": idempotencyKey }),
      }
      const init = { method: endpoint.method, headers, credentials: "include" as const }
      const url = joinUrl(base, endpoint.path)
      if (wire.carrier !== "json") {
        if (wire.carrier === "query") return { url: `${url}?${wire.text}`, init }
        headers["Content-Type"] = "application/x-www-form-urlencoded;charset=UTF-8"
        return { url, init: { ...init, body: wire.text } }
      }
      headers["Content-Type"] = "application/json;charset=UTF-8"
      const json = JSON.stringify(wire.json ?? {})
      if (!endpoint.encrypted || (endpoint.method !== "POST" && endpoint.method !== "PUT")) {
        return { url, init: { ...init, body: json } }
      }
      const sealed = yield* config.encryptor
        .encrypt(json)
        .pipe(Effect.catchDefect(() => Effect.fail(networkFailed(endpoint, "abnormal"))))
      headers.Encryption = sealed.header
      return { url, init: { ...init, body: JSON.stringify({ value: sealed.value }) } }
    })

  const call = <E extends DeclaredEndpoint>(
    endpoint: E,
    request: E["request"]["Type"],
    options?: CallOptions,
  ): Effect.Effect<E["response"]["Type"], PlatformError> =>
    Effect.suspend(() => {
      const key = options?.idempotencyKey
      if (endpoint.movesMoney && (key === undefined || key === "")) {
        return Effect.die(new MissingIdempotencyKey(`${endpoint.name} moves money: it needs an idempotency key`))
      }
      const wire = encodeRequest(endpoint, request)
      if (Result.isFailure(wire)) return Effect.die(wire.failure)
      const retryable = isRetryable(endpoint, key)
      const attempt = (n: number): Effect.Effect<E["response"]["Type"], PlatformError> =>
        Effect.gen(function* () {
          const { url, init } = yield* prepare(endpoint, wire.success, endpoint.movesMoney ? key : undefined)
          const outcome = yield* exchange(url, init)
          const pause = delays[n]
          if (retryable && pause !== undefined && isTransient(outcome)) {
            yield* Effect.sleep(pause)
            return yield* attempt(n + 1)
          }
          return yield* settle(endpoint, outcome)
        })
      return attempt(0)
    })

  return { call }
}

/** The typed result of an outcome. */
const settle = <E extends DeclaredEndpoint>(
  endpoint: E,
  outcome: Outcome,
): Effect.Effect<E["response"]["Type"], PlatformError> => {
  if (outcome.kind === "network") return Effect.fail(networkFailed(endpoint, "abnormal", outcome.reason))
  if (outcome.kind === "timeout") return Effect.fail(networkFailed(endpoint, "slow"))
  const r = decodeAnswer(endpoint, outcome.status, outcome.body)
  return Result.isSuccess(r) ? Effect.succeed(r.success) : Effect.fail(r.failure)
}

const networkFailed = (
  endpoint: DeclaredEndpoint,
  reason: NetworkFailed["reason"],
  detail?: string,
): NetworkFailed => ({
  _tag: "NetworkFailed",
  endpoint: endpoint.name,
  reason,
  ...(detail === undefined ? {} : { detail }),
})

/** What a failed fetch says, with the cause Node's fetch wraps (`ECONNREFUSED 127.0.0.1:1`, `ENOTFOUND`...). */
const networkReason = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error)
  const cause = error instanceof Error ? (error.cause as { message?: unknown; code?: unknown } | undefined) : undefined
  const inner = typeof cause?.message === "string" ? cause.message : typeof cause?.code === "string" ? cause.code : ""
  return inner === "" || inner === message ? message : `${message} (${inner})`
}

/** The body as JSON when it is JSON, else the text itself (an HTML error page, an empty 502...). */
const parseBody = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The client as the `Platform` layer. */
export const layer = (config: ClientConfig) => Layer.succeed(Platform, make(config))
