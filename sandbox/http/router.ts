/**
 * The API side of the sandbox, derived from the contract: the endpoint is found by method and path, its request
 * decoded by the endpoint's own schema (query and form fields through the string-tree codec, JSON as is, encrypted
 * bodies opened first), the handler's value encoded by the response schema and wrapped in the platform's envelope.
 * Bad input gets a 4xx naming the field: never a 5xx, never a partial write.
 */

import type { IncomingMessage, ServerResponse } from "node:http"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { findEndpoint } from "../../core/contract/Api.ts"
import { issuePath } from "../../core/contract/decode.ts"
import type { Endpoint } from "../../core/contract/Endpoint.ts"
import { refusalCodes } from "../../core/contract/Envelope.ts"
import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { tooPrecise } from "../../core/model/Money.ts"
import { type Opened, openEncrypted } from "../crypto/envelope.ts"
import { headerBlock, keyOfBlock } from "../crypto/rsaKey.ts"
import { refuseTrialMoneyCall } from "../money/callers.ts"
import type { Services } from "../services.ts"
import { ApiError, notLoggedIn } from "./ApiError.ts"
import { bodyLimitOf, paramsToObject, parseJson, readBody } from "./body.ts"
import type { Context, Handlers, HandlerTable, MaybeHeld } from "./Context.ts"
import { clientAddress } from "./clientAddress.ts"
import { SecuredResponse } from "./securityHeaders.ts"

type Decoder = (u: unknown) => Result.Result<unknown, Schema.SchemaError>
type Encoder = (u: unknown) => Result.Result<unknown, Schema.SchemaError>

interface Compiled {
  readonly endpoint: Endpoint
  readonly decode: Decoder
  readonly encode: Encoder
}

const compiled = new Map<Endpoint, Compiled>()

const compile = (endpoint: Endpoint): Compiled => {
  let c = compiled.get(endpoint)
  if (c === undefined) {
    const req = endpoint.request as Schema.Codec<unknown, unknown>
    const decodeSchema =
      endpoint.carrier === "json" ? req : (Schema.toCodecStringTree(req) as Schema.Codec<unknown, unknown>)
    c = {
      endpoint,
      decode: Schema.decodeUnknownResult(decodeSchema, { onExcessProperty: "ignore" }),
      encode: Schema.encodeUnknownResult(endpoint.response as Schema.Codec<unknown, unknown>),
    }
    compiled.set(endpoint, c)
  }
  return c
}

/**
 * The wire text of answers already sent, by the handler's value: a handler that answers from a read cache returns
 * the same (never mutated) object until the data changes, and it is encoded and serialised once; from its second
 * sending on it is also kept as bytes, so neither its length nor its UTF-8 is worked out again.
 */
const answerTexts = new WeakMap<object, { readonly endpoint: Endpoint; readonly text: string; bytes?: Buffer }>()

const header = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name]
  return Array.isArray(v) ? v[0] : v
}

/** The media type of a Content-Type header, lower case and without its parameters. */
const mediaType = (contentType: string | undefined): string => (contentType ?? "").split(";")[0]!.trim().toLowerCase()

/** The path of the first string holding a NUL character (PostgreSQL text cannot store one), if any. */
const nulPath = (u: unknown, at: string, depth = 0): string | undefined => {
  if (typeof u === "string") return u.includes("\u0000") ? at : undefined
  if (typeof u !== "object" || u === null || depth > 32) return undefined
  for (const [k, v] of Object.entries(u)) {
    if (k.includes("\u0000")) return at
    const found = nulPath(v, at === "" ? k : `${at}.${k}`, depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

/** Sends a JSON answer. */
export const sendJson = (res: ServerResponse, status: number, body: unknown): void => {
  sendJsonText(res, status, JSON.stringify(body))
}

/**
 * Sends JSON already serialised (as text, or as its UTF-8 bytes): with its length known, head and body leave in one
 * write (a text joins the head; bytes go beside it in one writev). The headers go
 * as the flat list writeHead takes (what it makes of an object anyway), without an object spread per answer.
 */
const sendJsonText = (res: ServerResponse, status: number, text: string | Buffer, retryAfterSeconds?: number): void => {
  const headers: Array<string | number> =
    retryAfterSeconds === undefined ? [] : ["Retry-After", String(retryAfterSeconds)]
  headers.push(
    "Content-Type",
    "application/json; charset=utf-8",
    "Content-Length",
    typeof text === "string" ? Buffer.byteLength(text) : text.length,
    "Cache-Control",
    "no-store",
  )
  // The rest of an oversized body is not worth reading on this connection: the client is told to open another.
  if (status === 413) headers.push("Connection", "close")
  // The platform's JSON is data: its head carries the policy of data (sandbox/http/securityHeaders.ts).
  if (res instanceof SecuredResponse) res.data = true
  res.writeHead(status, headers)
  res.end(text)
}

/** The platform's failure envelope of a refusal, as JSON. */
const failureText = (e: ApiError): string =>
  JSON.stringify({
    success: false,
    errorCode: e.errorCode,
    message: e.message,
    ...(e.value === undefined ? {} : { value: e.value }),
  })

/** Sends the platform's failure envelope. */
export const sendError = (res: ServerResponse, e: ApiError): void =>
  sendJsonText(res, e.status, failureText(e), e.retryAfterSeconds)

/** The refusal of a decryption over budget (sandbox/crypto/decryptionBudget.ts), if it is. */
const decryptionRefusal = (taken: "ok" | "address" | "process"): Opened | undefined =>
  taken === "ok"
    ? undefined
    : {
        ok: false,
        status: 429,
        errorCode: gatewayCodes.tooManyRequests,
        message:
          taken === "address"
            ? "Too many encrypted requests from this address: wait a second"
            : "The platform is busy: please try again in a second",
      }

/**
 * The RSA work of an `Encryption` header, in the pool's worker threads: a caller without a session waits for the
 * admission of strangers' expensive work (its refusal, a 503 with `Retry-After`, is thrown at once); a member's call
 * goes straight to the pool, never queued behind the strangers (whose share of the pool the admission bounds).
 */
const decryptFor =
  (services: Services, stranger: boolean) =>
  async (header: string): Promise<string | undefined> => {
    const block = headerBlock(services.rsa, header)
    if (block === undefined) return undefined
    const work = () => services.rsaPool.decrypt(block)
    const bytes = await (stranger ? services.hashing.run(work) : work()).catch((e: unknown) => {
      if (e instanceof ApiError) throw e
      return undefined
    })
    return bytes === undefined ? undefined : keyOfBlock(bytes)
  }

/**
 * Answers one API request if the contract declares it; returns false when the path is not an API call
 * (the server then serves the UI).
 */
export const handleApi = async (
  services: Services,
  handlers: HandlerTable,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> => {
  const endpoint = findEndpoint(req.method ?? "GET", url.pathname)
  if (endpoint === undefined) return false
  const now = services.clock()
  const answer = (status: number, text: string, retryAfterSeconds?: number, bytes?: Buffer) => {
    services.answers?.record(endpoint.method, endpoint.path, status, text)
    sendJsonText(res, status, bytes ?? text, retryAfterSeconds)
  }
  try {
    const token = header(req, "authorization")
    const caller =
      token === undefined || token === ""
        ? undefined
        : (services.sessions.known(token, now) ?? (await services.sessions.touch(token, now)))
    if (endpoint.token && caller === undefined) throw notLoggedIn()
    refuseTrialMoneyCall(endpoint, caller)
    const c = compile(endpoint)
    let input: unknown
    if (endpoint.carrier === "query") input = paramsToObject(url.searchParams)
    else {
      const raw = await readBody(req, bodyLimitOf(endpoint.name, caller !== undefined))
      if (endpoint.carrier === "form") input = paramsToObject(new URLSearchParams(raw.toString("utf8")))
      else {
        // A body not declared as JSON is never read as JSON (a form or text/plain post from another page must not
        // reach a JSON call); an empty body is `{}` whatever its type. Parameters such as charset are allowed.
        if (raw.length > 0 && mediaType(header(req, "content-type")) !== "application/json") {
          throw new ApiError(415, gatewayCodes.unsupportedMediaType, "Content-Type must be application/json")
        }
        input = parseJson(raw)
        if (endpoint.encrypted) {
          const opened = await openEncrypted(
            services.rsa,
            services.seenKeys,
            header(req, "encryption"),
            input,
            now,
            () => decryptionRefusal(services.decryptions.take(clientAddress(req, services.config.trustedProxies), now)),
            decryptFor(services, caller === undefined),
          )
          if (!opened.ok) throw new ApiError(opened.status ?? 400, opened.errorCode, opened.message)
          input = opened.json
        }
      }
    }
    const nul = nulPath(input, "")
    if (nul !== undefined)
      throw new ApiError(400, gatewayCodes.badRequest, `${nul || "body"}: text may not contain NUL characters`)
    const decoded = c.decode(input)
    if (Result.isFailure(decoded)) {
      const path = issuePath(decoded.failure.issue) || "body"
      const first = decoded.failure.message.split("\n")[0] ?? ""
      // A well-formed amount finer than a cent is understood but cannot be honoured: 422, never a rounded movement.
      throw new ApiError(first.includes(tooPrecise) ? 422 : 400, gatewayCodes.badRequest, `${path}: ${first}`)
    }
    const idempotencyKey = header(req, "idempotency-key")
    if (endpoint.movesMoney && (idempotencyKey === undefined || !/^[\w-]{8,128}$/.test(idempotencyKey))) {
      throw new ApiError(
        400,
        gatewayCodes.idempotencyKeyRequired,
        "Idempotency-Key header of 8 to 128 characters required",
      )
    }
    const ctx: Context = {
      services,
      now,
      ip: clientAddress(req, services.config.trustedProxies),
      language: (url.searchParams.get("language") ?? header(req, "language") ?? "EN").toUpperCase(),
      merchant: header(req, "merchant") ?? services.merchantCode,
      caller,
      idempotencyKey,
      origin: `http://${header(req, "host") ?? "localhost"}`,
    }
    if (endpoint.stream) {
      await services.live.open(ctx, handlers, req, res)
      return true
    }
    // The table is total over the contract but its streams (HandlerTable), so every other call has its handler.
    const table: Handlers = handlers
    const handler = (table as Readonly<Record<string, MaybeHeld>>)[endpoint.name] as MaybeHeld
    // An answer the handler holds (a read cache's hit) is sent in this turn; otherwise the handler runs.
    const held = handler.held?.(ctx, decoded.success)
    const value = held !== undefined ? held : await handler(ctx, decoded.success)
    const known = typeof value === "object" && value !== null ? answerTexts.get(value) : undefined
    if (known !== undefined && known.endpoint === endpoint) {
      known.bytes ??= Buffer.from(known.text, "utf8")
      answer(200, known.text, undefined, known.bytes)
      return true
    }
    const encoded = c.encode(value)
    if (Result.isFailure(encoded)) {
      services.log(`answer of ${endpoint.name} does not encode: ${encoded.failure.message}`)
      throw new ApiError(500, gatewayCodes.busy, "System busy, please try again later")
    }
    const text = JSON.stringify(endpoint.enveloped ? { success: true, value: encoded.success } : encoded.success)
    if (typeof value === "object" && value !== null) answerTexts.set(value, { endpoint, text })
    answer(200, text)
  } catch (e) {
    const refusal =
      e instanceof ApiError ? e : new ApiError(500, refusalCodes.busy, "System busy, please try again later")
    if (!(e instanceof ApiError))
      services.log(`${endpoint.name} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
    answer(refusal.status, failureText(refusal), refusal.retryAfterSeconds)
  }
  return true
}
