/**
 * The platform contract as an OpenAPI 3.1 document, generated from the one declaration of the calls (`Api`), so it
 * cannot drift from what the client sends and the sandbox answers (DESIGN.md, core/Contract). Request and answer
 * schemas come from Effect Schema's JSON Schema generation (draft 2020-12, the dialect of OpenAPI 3.1); a shared
 * definition becomes a component. The wire's rules are stated once for all calls: the gateway headers, the raw token
 * as `Authorization`, the envelope `{ success, value }` or `{ success: false, errorCode, message }`, an encrypted
 * body sent as `{ value }` with the `Encryption` header, the `Idempotency-Key` of calls that move money.
 */
import * as Schema from "effect/Schema"
import { Api } from "./Api.ts"
import type { Endpoint } from "./Endpoint.ts"
import { Failure } from "./Envelope.ts"

type Json = Record<string, unknown>

/** A schema's JSON Schema, its definitions moved into `components`. */
const jsonSchemaInto =
  (components: Record<string, unknown>) =>
  (schema: Schema.Top): unknown => {
    const doc = Schema.toJsonSchemaDocument(schema)
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite)
      if (typeof value !== "object" || value === null) return value
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [
          k,
          k === "$ref" && typeof v === "string" ? v.replace(/^#\/\$defs\//, "#/components/schemas/") : rewrite(v),
        ]),
      )
    }
    for (const [name, def] of Object.entries(doc.definitions)) components[name] = rewrite(def)
    return rewrite(doc.schema)
  }

const header = (name: string, description: string, required = true, example?: string) => ({
  name,
  in: "header",
  required,
  description,
  schema: { type: "string", ...(example === undefined ? {} : { example }) },
})

const gatewayHeaders = [
  header("X-Gateway-Version", "Always 3.", true, "3"),
  header("Merchant", "The brand's merchant code.", true, "arena"),
  header("Device", "The client kind (web, mobile).", true, "web"),
  header("Language", "The platform's language code (EN, CN...).", true, "EN"),
]

const operation = (e: Endpoint, jsonSchema: (schema: Schema.Top) => unknown): Json => {
  const request = jsonSchema(e.request)
  const answer = jsonSchema(e.response)
  const parameters: Array<unknown> = [...gatewayHeaders]
  if (e.encrypted) parameters.push(header("Encryption", "The body's DES key, sealed with the platform's RSA key."))
  if (e.movesMoney) parameters.push(header("Idempotency-Key", "One key per money movement; a retry repeats it."))
  const body: Json = {}
  if (e.carrier === "query") {
    parameters.push({ name: "request", in: "query", style: "form", explode: true, schema: request })
  } else {
    const mime = e.carrier === "form" ? "application/x-www-form-urlencoded" : "application/json"
    const sealed = { type: "object", properties: { value: { type: "string" } }, required: ["value"] }
    body.requestBody = {
      required: true,
      content: { [mime]: { schema: e.encrypted ? sealed : request } },
      ...(e.encrypted ? { description: "Sealed: the plain body (x-plain-body) is encrypted into `value`." } : {}),
    }
    if (e.encrypted) body["x-plain-body"] = request
  }
  const success = e.enveloped
    ? { type: "object", properties: { success: { const: true }, value: answer }, required: ["success"] }
    : answer
  return {
    operationId: e.name,
    ...(e.note === undefined ? {} : { description: e.note }),
    ...(e.token ? { security: [{ token: [] }] } : { security: [] }),
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
      default: {
        description: "A refusal: a non-2xx status with the failure envelope; 401 or a session code ends the session.",
        content: { "application/json": { schema: jsonSchema(Failure) } },
      },
    },
  }
}

/** The OpenAPI 3.1 document of every call of the contract. */
export const openApiDocument = (): Json => {
  const components: Record<string, unknown> = {}
  const jsonSchema = jsonSchemaInto(components)
  const paths: Record<string, Record<string, unknown>> = {}
  for (const e of Object.values(Api) as ReadonlyArray<Endpoint>) {
    const item = paths[e.path] ?? {}
    item[e.method.toLowerCase()] = operation(e, jsonSchema)
    paths[e.path] = item
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Arena platform API",
      version: "3",
      description: "The calls of the Arena portal's platform, generated from core/contract.",
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    paths,
    components: {
      schemas: components,
      securitySchemes: { token: { type: "apiKey", in: "header", name: "Authorization" } },
    },
  }
}
