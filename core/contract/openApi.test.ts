/**
 * The OpenAPI document says what the wire does (DESIGN.md "Contract"; wire notes): every call of the contract at its
 * method and path, with a request schema and an answer schema inside the `{ success, value }` envelope (the lottery's
 * `/lgw/` answers bare), the failure envelope for refusals, the gateway headers, the `Encryption` header and the plain
 * body of encrypted calls, the token of calls that need one, and a required `Idempotency-Key` on every call that moves
 * money. The money calls and the spec's field names are written here, so a call that stops being declared as moving
 * money, or a document that drops the header, fails.
 */
import { describe, expect, it } from "vitest"
import { Api } from "./Api.ts"
import type { Endpoint } from "./Endpoint.ts"
import { openApiDocument, queryParameters } from "./openApi.ts"

type Json = Record<string, any>

// The document is built inside each test that reads it, never at the file's top level: mutation testing traces only
// what a test runs (docs/mutation.md), and a build takes about half a second, so a few tests each walk every call.
let doc: Json = {}
const build = (): Json => {
  doc = openApiDocument() as Json
  return doc
}
const operationOf = (method: string, path: string): Json => {
  const op = doc.paths?.[path]?.[method.toLowerCase()]
  if (op === undefined) expect.fail(`no ${method} ${path} in the document`)
  return op
}
const endpoints = Object.values(Api) as ReadonlyArray<Endpoint>

/** Follows `$ref`s into `components` (schemas, responses). */
const resolve = (schema: Json): Json => {
  if (typeof schema?.$ref !== "string") return schema
  const target = schema.$ref
    .replace(/^#\//, "")
    .split("/")
    .reduce((at: Json | undefined, key: string) => at?.[key], doc)
  if (target === undefined) expect.fail(`${schema.$ref} points nowhere`)
  return resolve(target)
}

/**
 * The schema of the plain request: (encrypted) the plain body's, the body's, or for a query the object its flat
 * parameters make (one parameter per field, as a generated client sends them).
 */
const requestSchema = (op: Json): Json | undefined => {
  if (op["x-plain-body"] !== undefined) return op["x-plain-body"]
  const body = Object.values(op.requestBody?.content ?? {}).map((c: any) => c.schema)[0]
  if (body !== undefined) return body
  const query = (op.parameters ?? []).filter((p: Json) => p.in === "query")
  for (const p of query) expect(p.schema, `query parameter ${p.name}`).toBeDefined()
  return {
    type: "object",
    properties: Object.fromEntries(query.map((p: Json) => [p.name, p.schema])),
    required: query.filter((p: Json) => p.required).map((p: Json) => p.name),
  }
}

/** The one value a schema admits (`const`, or a one-member `enum`); undefined when it admits more. */
const onlyValue = (schema: Json): unknown =>
  "const" in schema ? schema.const : schema.enum?.length === 1 ? schema.enum[0] : undefined

const parameter = (op: Json, name: string): Json | undefined =>
  op.parameters?.find((p: Json) => p.in === "header" && p.name.toLowerCase() === name.toLowerCase())

/**
 * The calls that move money (spec section 7's wallet transfer and points redemption and conversion, and the money
 * calls of our member and agent centres): each must carry an Idempotency-Key.
 */
const moneyCalls = [
  ["POST", "/wps/relay/GCS_walletTransfer"],
  ["POST", "/wps/relay/MCSFE_submitDepositRequest"],
  ["POST", "/wps/relay/passwordCheck/MCSFE_withdraw"],
  ["POST", "/wps/relay/MCSFE_cancelWithdrawal"],
  ["POST", "/wps/relay/passwordCheck/MCSFE_transferToUpline"],
  ["POST", "/wps/relay/passwordCheck/MCSFE_transferToDownline"],
  ["POST", "/wps/relay/passwordCheck/MCS2_redeemPointReward"],
  ["POST", "/wps/relay/passwordCheck/MCS2_convertPoint"],
  ["POST", "/wps/relay/MCS2_claimRafflePromotion"],
  ["POST", "/wps/relay/MCSFE_claimMissionReward"],
] as const

/** The checks of one call: its request and answer schemas, envelope, headers, token and refusals. */
const checkCall = (e: Endpoint) => {
  const op = operationOf(e.method, e.path)
  const request = requestSchema(op)
  expect(request, `${e.name}: request schema`).toBeDefined()
  expect(typeof resolve(request!), `${e.name}: request schema`).toBe("object")
  // OpenAPI 3.1 requires a description on every answer; a summary names each call for a reader of the document.
  for (const [status, answer] of Object.entries(op.responses as Json))
    expect(resolve(answer).description, `${e.name}: ${status}'s description`).toMatch(/\w/)
  expect(op.summary, `${e.name}: summary`).toMatch(/^[A-Z]/)
  if (e.stream) {
    // A stream's events each carry one JSON value: its schema is the event data's, beside the text stream.
    const events = op.responses["200"]?.content?.["text/event-stream"]
    expect(events?.["x-event-data"], `${e.name}: event data`).toBeDefined()
    expect(events?.schema, `${e.name}: the stream is text`).toEqual({ type: "string" })
  } else {
    const answer = op.responses["200"]?.content?.["application/json"]?.schema
    expect(answer, `${e.name}: answer schema`).toBeDefined()
    if (e.enveloped) {
      expect(answer.type, e.name).toBe("object")
      expect(onlyValue(answer.properties.success), e.name).toBe(true)
      expect(answer.required, e.name).toContain("success")
      expect(answer.properties.value, `${e.name}: the envelope's value has a schema`).toBeDefined()
    } else expect(answer.properties?.success, e.name).toBeUndefined()
  }
  const failure = resolve(op.responses.default.content["application/json"].schema)
  expect(onlyValue(failure.properties.success), e.name).toBe(false)
  expect(Object.keys(failure.properties), e.name).toEqual(expect.arrayContaining(["errorCode", "message"]))
  // Declared on every call; optional, since the platform answers without them (a generated client may omit them).
  for (const name of ["X-Gateway-Version", "Merchant", "Device", "Language"]) {
    expect(parameter(op, name), `${e.name}: ${name}`).toBeDefined()
    expect(parameter(op, name)?.required, `${e.name}: ${name}`).toBe(false)
  }
  expect(parameter(op, "X-Gateway-Version")?.schema.example, e.name).toBe("3")
  for (const p of op.parameters.filter((p: Json) => p.in === "header")) {
    expect(p.schema.type, `${e.name}: ${p.name}`).toBe("string")
    expect(p.description, `${e.name}: ${p.name}`).toMatch(/\w/)
  }
  // A call whose shape is our choice says why in its description; the others have none.
  expect(op.description, e.name).toBe(e.note)
  // Any other refusal (wire notes 2): a non-2xx status with the failure envelope; a server fault is system.busy.
  expect(op.responses.default.description, e.name).toMatch(/non-2xx.*`system\.busy`/s)
  expect(op.security, e.name).toEqual(e.token ? [{ token: [] }] : [])
  expect(parameter(op, "Encryption")?.required ?? false, `${e.name}: Encryption`).toBe(e.encrypted)
  if (e.encrypted) {
    expect(op.requestBody.content["application/json"].schema, e.name).toMatchObject({
      properties: { value: { type: "string", contentEncoding: "base64" } },
      required: ["value"],
    })
    expect(op.requestBody.description, `${e.name}: how the body is sealed`).toMatch(/DES-ECB/)
    expect(op["x-plain-body"], e.name).toBeDefined()
  } else expect(op["x-plain-body"], e.name).toBeUndefined()
  // How the fields travel (wire notes section 1): a GET's in the query, a form's urlencoded, the others' as JSON.
  const mime = Object.keys(op.requestBody?.content ?? {})
  if (e.method === "GET") expect(mime, e.name).toEqual([])
  else if (e.carrier === "form") expect(mime, e.name).toEqual(["application/x-www-form-urlencoded"])
  else expect(mime, e.name).toEqual(["application/json"])
  if (op.requestBody !== undefined) expect(op.requestBody.required, e.name).toBe(true)
  // The refusals a caller must be ready for, by kind of call.
  const refusal = (status: string) => op.responses[status]?.$ref
  expect(refusal("429"), e.name).toBe("#/components/responses/TooManyRequests")
  expect(refusal("401"), e.name).toBe(e.token ? "#/components/responses/SessionEnded" : undefined)
  expect(refusal("415"), e.name).toBe(e.carrier === "json" ? "#/components/responses/NotJson" : undefined)
  const hasFields = op.requestBody !== undefined || op.parameters.some((p: Json) => p.in === "query")
  expect(refusal("400"), e.name).toBe(
    e.movesMoney
      ? "#/components/responses/BadMoneyRequest"
      : hasFields
        ? "#/components/responses/BadRequest"
        : undefined,
  )
}

/** The error codes a refusal answer names. */
const codesOf = (name: string): Array<string> => {
  const answer = doc.components.responses[name]
  const content = answer.content["application/json"]
  expect(content.example.success, name).toBe(false)
  expect(content.example.errorCode, name).toBe(content.schema.properties.errorCode.examples[0])
  for (const code of content.schema.properties.errorCode.examples) expect(answer.description, name).toContain(code)
  return content.schema.properties.errorCode.examples
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with the token as the raw Authorization header", () => {
    build()
    expect(doc.openapi).toBe("3.1.0")
    expect(doc.jsonSchemaDialect).toBe("https://json-schema.org/draft/2020-12/schema")
    expect(doc.info.title).toMatch(/\w/)
    expect(doc.info.version).toMatch(/\w/)
    // The wire's rules in words for a reader (wire notes 1 and 2).
    for (const rule of ["`{ success: true, value }`", "`/lgw/`", "`{ success: false, errorCode, message, value? }`"])
      expect(doc.info.description).toContain(rule)
    expect(doc.info.description).toContain("no `Bearer`")
    expect(doc.info.description).toMatch(/^The calls of the Arena portal's platform/)
    expect(doc.info.license.name).toMatch(/\w/)
    expect(doc.servers[0].description).toMatch(/\w/)
    expect(doc.servers).toEqual([expect.objectContaining({ url: "/" })])
    expect(doc.components.securitySchemes.token).toMatchObject({ type: "apiKey", in: "header", name: "Authorization" })
    expect(doc.components.securitySchemes.token.description).toMatch(/\w/)
    // The refusals' codes: the wire notes' session-invalid ones for 401, TOO_MANY_REQUESTS for 429 (section 2).
    expect(codesOf("SessionEnded").sort()).toEqual(
      ["CUSTOMER_NOT_LOGIN", "login.not.session", "token_ip_different", "user.or.token.invalid"].sort(),
    )
    expect(codesOf("TooManyRequests")).toEqual(["TOO_MANY_REQUESTS"])
    expect(codesOf("BadRequest")).toEqual(["request_param_err"])
    expect(codesOf("BadMoneyRequest")).toEqual(["request_param_err", "idempotency_key_required"])
    expect(codesOf("NotJson")).toEqual(["unsupported_media_type"])
    // Every $ref points at a component that exists, and no union writes a branch twice.
    const text = JSON.stringify(doc)
    const refs = text.match(/"\$ref":"[^"]+"/g) ?? []
    expect(refs.length).toBeGreaterThan(0)
    expect(text).not.toContain("#/$defs/")
    for (const ref of new Set(refs)) resolve({ $ref: JSON.parse(`{${ref}}`).$ref })
    const walk = (value: unknown): void => {
      if (typeof value !== "object" || value === null) return
      const anyOf = (value as Json).anyOf
      if (Array.isArray(anyOf)) {
        const branches = anyOf.map((b) => JSON.stringify(b))
        expect(new Set(branches).size, branches.join(" | ")).toBe(branches.length)
      }
      for (const inner of Object.values(value)) walk(inner)
    }
    walk(doc)
  })

  it("has every call of the contract once, each with its schemas, headers, token, refusals and Idempotency-Key", () => {
    build()
    const ids = Object.values(doc.paths as Record<string, Json>).flatMap((item) =>
      Object.values(item).map((o: Json) => o.operationId),
    )
    expect(new Set(ids).size).toBe(ids.length)
    for (const e of endpoints) expect(operationOf(e.method, e.path).operationId).toBe(e.name)
    expect(ids.length).toBe(endpoints.length)
    for (const e of endpoints) checkCall(e)
    // The spec's money calls, and every call declared as moving money, and no other, require an Idempotency-Key.
    for (const [method, path] of moneyCalls)
      expect(parameter(operationOf(method, path), "Idempotency-Key")?.required, `${method} ${path}`).toBe(true)
    for (const e of endpoints) {
      const key = parameter(operationOf(e.method, e.path), "Idempotency-Key")
      expect(key?.required ?? false, `${e.name}`).toBe(e.movesMoney)
    }
    expect(endpoints.filter((e) => e.movesMoney).length).toBe(moneyCalls.length)
  })

  it("merges a union request's branches into one parameter per field", () => {
    const request = {
      anyOf: [
        { type: "object", properties: { a: { type: "string" }, b: { type: "number" } }, required: ["a", "b"] },
        { type: "object", properties: { a: { type: "string" }, b: { type: "string" }, c: {} }, required: ["a"] },
        { type: "object" },
        { type: "null" },
      ],
    }
    expect(queryParameters(request)).toEqual([
      // Required only when every branch requires it: the branch with no fields does not.
      { name: "a", in: "query", required: false, schema: { type: "string" } },
      { name: "b", in: "query", required: false, schema: { anyOf: [{ type: "number" }, { type: "string" }] } },
      { name: "c", in: "query", required: false, schema: {} },
    ])
    expect(queryParameters({ anyOf: request.anyOf.slice(0, 2) })[0]).toMatchObject({ name: "a", required: true })
    expect(queryParameters({ type: "object" })).toEqual([])
    expect(queryParameters({ type: "object", properties: { x: { type: "string" } } })).toEqual([
      { name: "x", in: "query", required: false, schema: { type: "string" } },
    ])
  })

  it("names the spec's fields: the login's (section 3), the balance's (section 7), a transfer's, a game list's query", () => {
    build()
    const login = resolve(operationOf("POST", "/wps/session/login")["x-plain-body"])
    expect(login.required).toEqual(expect.arrayContaining(["username", "password", "type"]))
    expect(Object.keys(login.properties)).toEqual(expect.arrayContaining(["captcha"]))
    const balance = operationOf("GET", "/wps/v2/wallets/balance").responses["200"].content["application/json"].schema
    expect(resolve(balance.properties.value).required).toContain("sumBalance")
    const transfer = requestSchema(operationOf("POST", "/wps/relay/GCS_walletTransfer"))!
    expect(resolve(transfer).required).toEqual(
      expect.arrayContaining(["fromAccountTypeId", "toAccountTypeId", "amount"]),
    )
    // A GET's fields travel as query parameters, one per field, required as the request says (wire notes 1).
    const list = operationOf("GET", "/wps/relay/GCSGAME_gameList")
    const query = (op: Json) => op.parameters.filter((p: Json) => p.in === "query")
    const byName = Object.fromEntries(query(list).map((p: Json) => [p.name, p]))
    for (const name of ["clientType", "platform", "pageNo", "pageSize", "language"])
      expect(byName[name]?.required, name).toBe(true)
    for (const name of ["gameType", "gameName", "minBet"]) expect(byName[name]?.required, name).toBe(false)
    expect(query(operationOf("GET", "/wps/v2/wallets/balance"))).toEqual([])
    expect(operationOf("POST", "/wps/member/password/email").summary).toBe("Forgot password by email")
    expect(operationOf("GET", "/wps/v2/wallets/balance").summary).toBe("Balance")
  })
})
