/**
 * The platform contract as an OpenAPI 3.1 document, generated from the one declaration of the calls (`Api`), so it
 * cannot drift from what the client sends and the sandbox answers (DESIGN.md, core/Contract). Request and answer
 * schemas come from Effect Schema's JSON Schema generation (draft 2020-12, the dialect of OpenAPI 3.1), all of them in
 * one pass so that every shared or recursive definition gets one name of its own in `components`. The wire's rules are
 * stated once for all calls: the gateway headers, the raw token as `Authorization`, the envelope `{ success, value }`
 * or `{ success: false, errorCode, message }`, an encrypted body sent sealed as `{ value }` with the `Encryption`
 * header, the `Idempotency-Key` of calls that move money.
 */
import * as Schema from "effect/Schema"
import * as SchemaRepresentation from "effect/SchemaRepresentation"
import { Api } from "./Api.ts"
import type { Endpoint } from "./Endpoint.ts"
import { Failure, refusalCodes, sessionInvalidCodes } from "./Envelope.ts"

type Json = Record<string, unknown>

/** The values of a list without repeats (by their JSON). */
const distinct = (values: ReadonlyArray<unknown>): Array<unknown> => {
  const seen = new Set<string>()
  return values.filter((v) => {
    const key = JSON.stringify(v)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The JSON Schemas of many schemas generated together: one table of definitions, names unique across it. */
const jsonSchemasOf = (schemas: readonly [Schema.Top, ...Array<Schema.Top>]) => {
  const asts = schemas.map((s) => Schema.toCodecJson(s).ast) as [Schema.Top["ast"], ...Array<Schema.Top["ast"]>]
  const doc = SchemaRepresentation.toJsonSchemaMultiDocument(SchemaRepresentation.toRepresentations(asts))
  // References point into `components`; a union's repeated branch (an optional `null` next to a nullable one) is
  // written once, since a repeated `anyOf` branch says nothing more.
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite)
    if (typeof value !== "object" || value === null) return value
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === "$ref" && typeof v === "string"
          ? v.replace(/^#\/\$defs\//, "#/components/schemas/")
          : k === "anyOf" && Array.isArray(v)
            ? distinct(v.map(rewrite))
            : rewrite(v),
      ]),
    )
  }
  const components: Record<string, unknown> = {}
  for (const [name, def] of Object.entries(doc.definitions)) components[name] = rewrite(def)
  return { roots: doc.schemas.map(rewrite) as Array<Json>, components }
}

const header = (name: string, description: string, required: boolean, example?: string) => ({
  name,
  in: "header",
  required,
  description,
  schema: { type: "string", ...(example === undefined ? {} : { example }) },
})

// The portal sends these on every call (wire notes section 1); the reference platform answers without them, taking
// the brand's merchant, the web device and English, so a generated client may set them once (createClient's headers).
const gatewayHeaders = [
  header("X-Gateway-Version", "The gateway's version: always 3.", false, "3"),
  header("Merchant", "The brand's merchant code (the brand's own when absent).", false, "arena"),
  header("Device", "The client kind (web, mobile).", false, "web"),
  header("Language", "The platform's language code (EN, CN, JA, TH, VI, PT).", false, "EN"),
]

/** "depositChannels" → "Deposit channels": the summary of a call with no summary of its own. */
const summaryOf = (name: string): string => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The query parameters of a GET: one per field of the request (a union's branches merged), none for no fields. */
export const queryParameters = (request: Json): Array<Json> => {
  const branches = (Array.isArray(request.anyOf) ? request.anyOf : [request]) as Array<Json>
  const objects = branches.filter((b) => b.type === "object")
  const names = new Set(objects.flatMap((b) => Object.keys((b.properties ?? {}) as Json)))
  return [...names].map((name) => {
    const schemas = objects.flatMap((b) => {
      const s = (b.properties as Json | undefined)?.[name]
      return s === undefined ? [] : [s]
    })
    const required = objects.every((b) => ((b.required ?? []) as Array<string>).includes(name))
    const unique = distinct(schemas)
    return { name, in: "query", required, schema: unique.length === 1 ? unique[0] : { anyOf: unique } }
  })
}

const sealedBody = {
  type: "object",
  properties: {
    value: { type: "string", contentEncoding: "base64", description: "base64(DES-ECB-PKCS7(JSON of the plain body))." },
  },
  required: ["value"],
}

const sealing =
  "Sealed (wire notes section 3): the client picks a random 16-character key, encrypts the JSON of the plain body " +
  "(`x-plain-body`) with DES-ECB and PKCS#7 padding under the key's first 8 bytes and sends `{ value: base64 }`; the " +
  "`Encryption` header carries the reversed key under raw RSA (exponent 65537) with the modulus of " +
  "`GET /wps/session/key/rsa`, as hex. A key is accepted once. This is wire compatibility, not security: TLS protects."

const failure = (description: string, codes: ReadonlyArray<string>): Json => ({
  description: `${description} errorCode: ${codes.map((c) => `\`${c}\``).join(", ")}.`,
  content: {
    "application/json": {
      schema: {
        allOf: [{ $ref: "#/components/schemas/Failure" }],
        properties: { errorCode: { type: "string", examples: [...codes] } },
      },
      example: { success: false, errorCode: codes[0], message: "..." },
    },
  },
})

/** The refusals every call of a kind may answer, written once and referred to by each operation. */
const refusalAnswers = {
  BadRequest: failure("A field (named in `message`) or a header is wrong.", [refusalCodes.badRequest]),
  BadMoneyRequest: failure("A field (named in `message`) is wrong, or the `Idempotency-Key` is missing.", [
    refusalCodes.badRequest,
    refusalCodes.idempotencyKeyRequired,
  ]),
  SessionEnded: failure("No session, or it ended: log in again.", [...sessionInvalidCodes]),
  NotJson: failure("The body is not `application/json`.", [refusalCodes.unsupportedMediaType]),
  TooManyRequests: failure("Too many calls: wait and try again.", [refusalCodes.tooManyRequests]),
}

const operation = (e: Endpoint, request: Json, answer: Json): Json => {
  const parameters: Array<unknown> = [...gatewayHeaders]
  if (e.encrypted) parameters.push(header("Encryption", "The body's key, sealed with the platform's RSA key.", true))
  if (e.movesMoney) parameters.push(header("Idempotency-Key", "One key per money movement; a retry repeats it.", true))
  const body: Json = {}
  const hasFields = e.carrier !== "query" || queryParameters(request).length > 0
  if (e.carrier === "query") parameters.push(...queryParameters(request))
  else {
    const mime = e.carrier === "form" ? "application/x-www-form-urlencoded" : "application/json"
    body.requestBody = {
      required: true,
      content: { [mime]: { schema: e.encrypted ? sealedBody : request } },
      ...(e.encrypted ? { description: sealing } : {}),
    }
    if (e.encrypted) body["x-plain-body"] = request
  }
  const success = e.enveloped
    ? { type: "object", properties: { success: { const: true }, value: answer }, required: ["success"] }
    : answer
  const ref = (name: keyof typeof refusalAnswers) => ({ $ref: `#/components/responses/${name}` })
  const refusals: Record<string, unknown> = {}
  if (e.movesMoney) refusals["400"] = ref("BadMoneyRequest")
  else if (hasFields) refusals["400"] = ref("BadRequest")
  if (e.token) refusals["401"] = ref("SessionEnded")
  if (e.carrier === "json") refusals["415"] = ref("NotJson")
  refusals["429"] = ref("TooManyRequests")
  return {
    operationId: e.name,
    summary: summaryOf(e.name),
    ...(e.note === undefined ? {} : { description: e.note }),
    security: e.token ? [{ token: [] }] : [],
    parameters,
    ...body,
    responses: {
      "200": e.stream
        ? {
            description:
              "Server-sent events; each event's `data` is one JSON value of x-event-data, its `id` a sequence.",
            content: { "text/event-stream": { schema: { type: "string" }, "x-event-data": answer } },
          }
        : { description: "The answer.", content: { "application/json": { schema: success } } },
      ...refusals,
      default: {
        description:
          "Any other refusal: a non-2xx status with the failure envelope and an error code of the call " +
          "(spec section 8); a 5xx is `system.busy`.",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Failure" } } },
      },
    },
  }
}

/** The OpenAPI 3.1 document of every call of the contract. */
export const openApiDocument = (): Json => {
  const all = Object.values(Api) as ReadonlyArray<Endpoint>
  const { roots, components } = jsonSchemasOf([Failure, ...all.flatMap((e) => [e.request, e.response])])
  components.Failure = roots[0]
  const paths: Record<string, Record<string, unknown>> = {}
  all.forEach((e, i) => {
    const item = paths[e.path] ?? {}
    item[e.method.toLowerCase()] = operation(e, roots[1 + 2 * i] as Json, roots[2 + 2 * i] as Json)
    paths[e.path] = item
  })
  return {
    openapi: "3.1.0",
    info: {
      title: "Arena platform API",
      version: "3",
      description:
        "The calls of the Arena portal's platform, generated from core/contract. A success is " +
        "`{ success: true, value }` (the `/lgw/` lottery answers are not wrapped); a refusal is a non-2xx status with " +
        "`{ success: false, errorCode, message, value? }`. A call marked with the `token` scheme needs the session " +
        "token as `Authorization`, raw (no `Bearer`). A call with `x-plain-body` sends its body sealed: " +
        sealing,
      license: { name: "UNLICENSED" },
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    servers: [{ url: "/", description: "The host that serves this document (the sandbox, or the platform's API)." }],
    paths,
    components: {
      schemas: components,
      responses: refusalAnswers,
      securitySchemes: {
        token: {
          type: "apiKey",
          in: "header",
          name: "Authorization",
          description: "The session token of the login's answer, as it is: no `Bearer` before it.",
        },
      },
    },
  }
}
