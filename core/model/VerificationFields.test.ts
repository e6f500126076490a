import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { pickVerification, VerificationFields } from "./VerificationFields.ts"

describe("VerificationFields", () => {
  it("keeps the Geetest fields and drops anything else", () => {
    expect(pickVerification({ lot_number: "a", pass_token: "b", other: "c" })).toEqual({
      lot_number: "a",
      pass_token: "b",
    })
  })
  it("decodes a v3 result", () => {
    const wire = { geetest_challenge: "c", geetest_validate: "v", geetest_seccode: "s|jordan" }
    expect(Schema.decodeUnknownSync(VerificationFields)(wire)).toEqual(wire)
  })
})
