import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { LoginPayload } from "./LoginPayload.ts"

describe("LoginPayload", () => {
  it("decodes a username login with a null captcha and Geetest fields", () => {
    const wire = {
      username: "player01",
      password: "secret1",
      captcha: null,
      type: "username",
      loginDeviceId: "0d4c2a1e-5f6b-4c7d-8e9f-0a1b2c3d4e5f",
      lot_number: "n",
      pass_token: "t",
    }
    expect(Schema.decodeUnknownSync(LoginPayload)(wire)).toEqual(wire)
  })
  it("refuses an unknown login type", () => {
    expect(() => Schema.decodeUnknownSync(LoginPayload)({ username: "a", password: "b", type: "firebase" })).toThrow()
  })
})
