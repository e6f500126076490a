import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { ForgotPasswordByEmail, PasswordReset, ResetPasswordByPhone } from "./ForgotPassword.ts"

describe("ForgotPassword", () => {
  it("decodes the email form and the phone reset", () => {
    expect(Schema.decodeUnknownSync(ForgotPasswordByEmail)({ username: "player01", email: "p@x.test" })).toEqual({
      username: "player01",
      email: "p@x.test",
    })
    const phone = { newPassword: "n3wPass", mobileNum: "9171234567", verificationCode: "4821" }
    expect(Schema.decodeUnknownSync(ResetPasswordByPhone)(phone)).toEqual(phone)
    expect(() => Schema.decodeUnknownSync(ResetPasswordByPhone)({ mobileNum: "1" })).toThrow()
  })
  it("keeps the account name of the answer when there is one", () => {
    const decode = Schema.decodeUnknownSync(PasswordReset)
    expect(decode(undefined)).toEqual({})
    expect(decode(null)).toEqual({})
    expect(decode(true)).toEqual({})
    expect(decode({ account: "player01" })).toEqual({ account: "player01" })
    expect(decode({ username: "player02", account: "" })).toEqual({ account: "player02" })
  })
})
