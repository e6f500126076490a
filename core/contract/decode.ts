/**
 * Decoding of a platform answer (status and parsed JSON body) through the contract: the typed value of a success, or
 * the typed error of spec section 8. Shared by the platform client, the memory platform and the HAR replay, so all
 * three read the wire the same way. Never throws.
 */
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import type * as SchemaIssue from "effect/SchemaIssue"
import type { ApiResponseRejected, PlatformError } from "../events/Failures.ts"
import { protectionRefusalOf } from "../model/ProtectionRefusal.ts"
import { type VerificationMethod, verificationMethods } from "../model/SecondVerification.ts"
import type { DeclaredEndpoint } from "./Api.ts"
import { Failure, isSessionEnded } from "./Envelope.ts"

const decoders = new WeakMap<Schema.Top, (u: unknown) => Result.Result<unknown, Schema.SchemaError>>()

const decoderOf = (schema: Schema.Top) => {
  let d = decoders.get(schema)
  if (d === undefined) {
    d = Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>) as (
      u: unknown,
    ) => Result.Result<unknown, Schema.SchemaError>
    decoders.set(schema, d)
  }
  return d
}

/** The path of the first failing field of an issue, as `value.list[0].vo.winAmount`. */
export const issuePath = (issue: SchemaIssue.Issue, prefix: ReadonlyArray<PropertyKey> = []): string => {
  let path: Array<PropertyKey> = [...prefix]
  let node: SchemaIssue.Issue | undefined = issue
  while (node !== undefined) {
    switch (node._tag) {
      case "Pointer":
        path = [...path, ...node.path]
        node = node.issue
        break
      case "Composite":
        node = node.issues[0]
        break
      case "Filter":
      case "Encoding":
        node = node.issue
        break
      case "AnyOf":
        node = node.issues[0]
        break
      default:
        node = undefined
    }
  }
  return path.map((k, i) => (typeof k === "number" ? `[${k}]` : i === 0 ? String(k) : `.${String(k)}`)).join("")
}

const rejected = (
  endpoint: DeclaredEndpoint,
  error: Schema.SchemaError,
  prefix: ReadonlyArray<string>,
): ApiResponseRejected => ({
  _tag: "ApiResponseRejected",
  endpoint: endpoint.name,
  path: issuePath(error.issue, prefix),
  message: error.message,
})

const str = (u: unknown): string | undefined => (typeof u === "string" ? u : undefined)

/** Reads a failed answer into its typed error. */
const failure = (endpoint: DeclaredEndpoint, status: number, body: unknown): PlatformError => {
  const parsed = Schema.decodeUnknownResult(Failure)(body)
  const f = Result.isSuccess(parsed) ? parsed.success : undefined
  const errorCode =
    f?.errorCode ??
    (typeof body === "object" && body !== null ? str((body as { errorCode?: unknown }).errorCode) : undefined) ??
    `http_${status}`
  const message = f?.message ?? ""
  if (isSessionEnded(status, f?.errorCode)) return { _tag: "SessionEnded", endpoint: endpoint.name, errorCode, message }
  if (status === 504) return { _tag: "NetworkFailed", endpoint: endpoint.name, reason: "slow" }
  const value = f?.value
  const captcha =
    typeof value === "object" && value !== null && "captcha" in value
      ? Boolean((value as { captcha: unknown }).captcha)
      : false
  const methods = methodsOf(value)
  const until = untilOf(value)
  const protection = protectionRefusalOf(errorCode, value)
  return {
    _tag: "CallFailed",
    endpoint: endpoint.name,
    status,
    errorCode,
    message,
    captcha,
    ...(methods === undefined ? {} : { methods }),
    ...(until === undefined ? {} : { until }),
    ...(protection === undefined ? {} : { protection }),
  }
}

/** When a refusal lifts: `value.lockedUntil` or `value.until`, as epoch ms or a date text; undefined when absent. */
const untilOf = (value: unknown): number | undefined => {
  if (typeof value !== "object" || value === null) return undefined
  const v = value as { lockedUntil?: unknown; until?: unknown }
  const raw = v.lockedUntil ?? v.until
  const ms = typeof raw === "number" ? raw : typeof raw === "string" ? Date.parse(raw) : Number.NaN
  return Number.isFinite(ms) ? ms : undefined
}

/**
 * The verification methods a refusal offers (`value.methods` of `login_verify_required`, spec section 4): the known
 * ones, in the form's order; undefined when the refusal names none.
 */
const methodsOf = (value: unknown): ReadonlyArray<VerificationMethod> | undefined => {
  if (typeof value !== "object" || value === null || !("methods" in value)) return undefined
  const listed = (value as { methods: unknown }).methods
  if (!Array.isArray(listed)) return undefined
  return verificationMethods.filter((m) => listed.includes(m))
}

/** Decodes an answer of `endpoint`: its value on success, else the typed error. */
export const decodeAnswer = <E extends DeclaredEndpoint>(
  endpoint: E,
  status: number,
  body: unknown,
): Result.Result<E["response"]["Type"], PlatformError> => {
  const ok = status >= 200 && status < 300
  if (!endpoint.enveloped) {
    if (!ok) return Result.fail(failure(endpoint, status, body))
    const r = decoderOf(endpoint.response)(body)
    return Result.isSuccess(r) ? Result.succeed(r.success) : Result.fail(rejected(endpoint, r.failure, []))
  }
  if (!ok || typeof body !== "object" || body === null || (body as { success?: unknown }).success !== true) {
    if (ok && (typeof body !== "object" || body === null || !("success" in body))) {
      return Result.fail({
        _tag: "ApiResponseRejected",
        endpoint: endpoint.name,
        path: "success",
        message: "expected the platform's envelope",
      })
    }
    return Result.fail(failure(endpoint, ok ? 400 : status, body))
  }
  const r = decoderOf(endpoint.response)((body as { value?: unknown }).value)
  return Result.isSuccess(r) ? Result.succeed(r.success) : Result.fail(rejected(endpoint, r.failure, ["value"]))
}
