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
import { openApiDocument } from "./openApi.ts"

type Json = Record<string, any>

const doc = openApiDocument() as Json
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

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with the token as the raw Authorization header", () => {
    expect(doc.openapi).toBe("3.1.0")
    expect(doc.components.securitySchemes.token).toMatchObject({ type: "apiKey", in: "header", name: "Authorization" })
  })

  it("has every call of the contract at its method and path, once", () => {
    const ids = Object.values(doc.paths as Record<string, Json>).flatMap((item) =>
      Object.values(item).map((o: Json) => o.operationId),
    )
    expect(new Set(ids).size).toBe(ids.length)
    for (const e of endpoints) expect(operationOf(e.method, e.path).operationId).toBe(e.name)
    expect(ids.length).toBe(endpoints.length)
  })

  it.each(endpoints.map((e) => [e.name, e] as const))("%s has its request and answer schemas", (_, e) => {
    const op = operationOf(e.method, e.path)
    const request = requestSchema(op)
    expect(request, "request schema").toBeDefined()
    expect(typeof resolve(request!), "request schema").toBe("object")
    if (e.stream) {
      // A stream's events each carry one JSON value: its schema is the event data's, beside the text stream.
      expect(op.responses["200"]?.content?.["text/event-stream"]?.["x-event-data"], "event data").toBeDefined()
      return
    }
    const answer = op.responses["200"]?.content?.["application/json"]?.schema
    expect(answer, "answer schema").toBeDefined()
    if (e.enveloped) {
      expect(onlyValue(answer.properties.success)).toBe(true)
      expect(answer.required).toContain("success")
      expect(answer.properties.value, "the envelope's value has a schema").toBeDefined()
    } else expect(answer.properties?.success).toBeUndefined()
    const failure = resolve(op.responses.default.content["application/json"].schema)
    expect(onlyValue(failure.properties.success)).toBe(false)
    expect(Object.keys(failure.properties)).toEqual(expect.arrayContaining(["errorCode", "message"]))
    // Declared on every call; optional, since the platform answers without them (a generated client may omit them).
    for (const name of ["X-Gateway-Version", "Merchant", "Device", "Language"])
      expect(parameter(op, name), name).toBeDefined()
    expect(parameter(op, "X-Gateway-Version")?.schema.example).toBe("3")
    expect(op.security).toEqual(e.token ? [{ token: [] }] : [])
    if (e.encrypted) {
      expect(parameter(op, "Encryption")?.required).toBe(true)
      expect(op.requestBody.content["application/json"].schema).toMatchObject({
        properties: { value: { type: "string" } },
        required: ["value"],
      })
      expect(op["x-plain-body"]).toBeDefined()
    }
  })

  it.each(moneyCalls)("%s %s requires an Idempotency-Key", (method, path) => {
    expect(parameter(operationOf(method, path), "Idempotency-Key")?.required).toBe(true)
  })

  it("requires an Idempotency-Key on every call declared as moving money, and on no other", () => {
    for (const e of endpoints) {
      const key = parameter(operationOf(e.method, e.path), "Idempotency-Key")
      expect(key?.required ?? false, `${e.name}`).toBe(e.movesMoney)
    }
    expect(endpoints.filter((e) => e.movesMoney).length).toBe(moneyCalls.length)
  })

  it("names the spec's fields: the login's (section 3), the balance's sumBalance (section 7), a transfer's", () => {
    const login = resolve(operationOf("POST", "/wps/session/login")["x-plain-body"])
    expect(login.required).toEqual(expect.arrayContaining(["username", "password", "type"]))
    expect(Object.keys(login.properties)).toEqual(expect.arrayContaining(["captcha"]))
    const balance = operationOf("GET", "/wps/v2/wallets/balance").responses["200"].content["application/json"].schema
    expect(resolve(balance.properties.value).required).toContain("sumBalance")
    const transfer = requestSchema(operationOf("POST", "/wps/relay/GCS_walletTransfer"))!
    expect(resolve(transfer).required).toEqual(
      expect.arrayContaining(["fromAccountTypeId", "toAccountTypeId", "amount"]),
    )
  })

  it("points every $ref at a component that exists", () => {
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? []
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of new Set(refs)) resolve({ $ref: JSON.parse(`{${ref}}`).$ref })
  })
})
