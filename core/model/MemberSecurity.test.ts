import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { MemberInfo } from "./MemberInfo.ts"
import { securityOf, verificationAvailability } from "./MemberSecurity.ts"

describe("MemberSecurity", () => {
  it("reads the bound mobile, email, last login address and authenticator from member info", () => {
    const info = Schema.decodeUnknownSync(MemberInfo)({
      account: "alice",
      type: 0,
      mobileNum: "****5678",
      email: "a***@mail.test",
      lastLoginIp: "203.0.113.9",
      googleBound: false,
    })
    expect(securityOf(info)).toEqual({
      mobile: "****5678",
      email: "a***@mail.test",
      lastLoginIp: "203.0.113.9",
      googleBound: false,
    })
    expect(securityOf({ mobileNum: null, email: " " })).toBeUndefined()
  })
  it("offers the verification methods the member can use", () => {
    expect(verificationAvailability(securityOf({ mobileNum: "1" }))).toEqual([
      { method: "sms", available: true },
      { method: "email", available: false },
      { method: "bankAccountName", available: true },
      { method: "google", available: false },
    ])
    expect(
      verificationAvailability(undefined)
        .filter((m) => m.available)
        .map((m) => m.method),
    ).toEqual(["bankAccountName"])
  })
})
