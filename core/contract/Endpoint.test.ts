/**
 * A call's defaults (wire notes sections 1 and 2): a token needed, the body not encrypted, a GET's fields in the query
 * and the other methods' in a JSON body, every answer enveloped except the lottery's `/lgw/` ones, no money moved, no
 * stream, no secrets. Each declaration in Api relies on them, so they are pinned here, declared inside the tests.
 */
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { answered, endpoint, Ignored, NoParams } from "./Endpoint.ts"

const declare = (method: "GET" | "POST" | "PUT" | "DELETE", path: string) =>
  endpoint({ name: "call", method, path, request: NoParams, response: Ignored, answered: "CallAnswered" })

describe("endpoint", () => {
  it("needs a token, encrypts nothing, moves no money, streams nothing and keeps no secrets unless told", () => {
    expect(declare("POST", "/wps/member/password")).toMatchObject({
      token: true,
      encrypted: false,
      movesMoney: false,
      stream: false,
      secrets: [],
      carrier: "json",
      enveloped: true,
    })
  })

  it("sends a GET's fields in the query and the other methods' as JSON (wire notes 1)", () => {
    expect(declare("GET", "/wps/v2/wallets/balance").carrier).toBe("query")
    for (const method of ["POST", "PUT", "DELETE"] as const) expect(declare(method, "/wps/x").carrier).toBe("json")
  })

  it("leaves only the /lgw/ and /lotto/lgw/ answers bare (wire notes 2)", () => {
    expect(declare("GET", "/lgw/games/game_menus").enveloped).toBe(false)
    expect(declare("GET", "/lotto/lgw/games/opened/numero").enveloped).toBe(false)
    expect(declare("GET", "/wps/relay/lgw/x").enveloped).toBe(true)
    expect(declare("GET", "/wps/system/status").enveloped).toBe(true)
  })

  it("takes what the declaration says over a default", () => {
    const e = endpoint({
      name: "transfer",
      method: "GET",
      path: "/lgw/x",
      token: false,
      encrypted: true,
      carrier: "form",
      movesMoney: true,
      stream: true,
      secrets: ["password"],
      request: NoParams,
      response: Schema.Number,
      answered: "Transferred",
    })
    expect(e).toMatchObject({ token: false, encrypted: true, carrier: "form", movesMoney: true, stream: true })
    expect(e.secrets).toEqual(["password"])
    expect(answered(e, 5)).toEqual({ _tag: "Transferred", value: 5 })
  })

  it("reads a request with no fields, and any answer", () => {
    expect(Schema.decodeUnknownSync(NoParams)({})).toEqual({})
    expect(Schema.decodeUnknownSync(Ignored)({ anything: [1] })).toEqual({ anything: [1] })
  })
})
