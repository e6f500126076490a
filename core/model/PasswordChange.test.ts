import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { PasswordChange } from "./PasswordChange.ts"

describe("PasswordChange", () => {
  it("needs all three fields", () => {
    const wire = { oldPassword: "123456", newPassword: "Better99", confirmNewPassword: "Better99" }
    expect(Schema.decodeUnknownSync(PasswordChange)(wire)).toEqual(wire)
    expect(() => Schema.decodeUnknownSync(PasswordChange)({ oldPassword: "1", newPassword: "2" })).toThrow()
  })
})
