import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { LoginRefusal, LoginResponse } from "./LoginResponse.ts"

describe("LoginResponse", () => {
  it("decodes a login answer with extra user data", () => {
    const v = Schema.decodeUnknownSync(LoginResponse)({
      token: "b7c1e0f2a9d84c3e",
      firstTimeLogin: true,
      passwordExpired: null,
      account: "player01",
      type: "4",
      merchantCode: "wic11f3",
    })
    expect(v.token).toBe("b7c1e0f2a9d84c3e")
    expect(v.type).toBe(4)
    expect(v.passwordExpired).toBeNull()
  })
  it("requires the token", () => {
    expect(() => Schema.decodeUnknownSync(LoginResponse)({ firstTimeLogin: false })).toThrow()
  })
  it("reads the captcha request of a refusal", () => {
    expect(Schema.decodeUnknownSync(LoginRefusal)({ captcha: true }).captcha).toBe(true)
  })
})
