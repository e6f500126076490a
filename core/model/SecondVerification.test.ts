import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { SecondVerificationRequest } from "./SecondVerification.ts"

describe("SecondVerification", () => {
  it("decodes a request for each method and refuses others", () => {
    for (const verifyType of ["sms", "email", "bankAccountName", "google"]) {
      const wire = { username: "player01", password: "p", verifyType, verifyCode: "x" }
      expect(Schema.decodeUnknownSync(SecondVerificationRequest)(wire)).toEqual(wire)
    }
    expect(() =>
      Schema.decodeUnknownSync(SecondVerificationRequest)({
        username: "a",
        password: "p",
        verifyType: "fax",
        verifyCode: "",
      }),
    ).toThrow()
  })
})
