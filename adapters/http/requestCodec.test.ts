import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { endpoint } from "../../core/contract/Endpoint.ts"
import { encodeRequest } from "./requestCodec.ts"

describe("encodeRequest", () => {
  it("encodes GET fields as a query text, form fields as a form text, JSON bodies as their encoded side", () => {
    expect(encodeRequest(Api.status, { url: "a b" })).toEqual(Result.succeed({ carrier: "query", text: "url=a%20b" }))
    expect(encodeRequest(Api.status, {})).toEqual(Result.succeed({ carrier: "query", text: "" }))
    expect(encodeRequest(Api.forgotPasswordByEmail, { username: "u", email: "e@x.test" })).toEqual(
      Result.succeed({ carrier: "form", text: "username=u&email=e%40x.test" }),
    )
    expect(encodeRequest(Api.logout, {})).toEqual(Result.succeed({ carrier: "json", json: {} }))
  })
  it("encodes numbers and booleans of a query as strings, through the endpoint's own codec", () => {
    const paged = endpoint({
      name: "paged",
      method: "GET",
      path: "/p",
      request: Schema.Struct({ page: Schema.Number, all: Schema.Boolean }),
      response: Schema.Unknown,
      answered: "Paged",
    })
    expect(encodeRequest(paged, { page: 2, all: true })).toEqual(
      Result.succeed({ carrier: "query", text: "page=2&all=true" }),
    )
  })
  it("fails on a request its schema refuses", () => {
    expect(Result.isFailure(encodeRequest(Api.forgotPasswordByEmail, { username: 1 }))).toBe(true)
  })
})
