import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { cooldownSeconds, SmsCodeSent, SmsLoginCodeRequest, SmsRegisterCodeRequest } from "./SmsRequest.ts"

describe("SmsRequest", () => {
  it("decodes both requests with their field names", () => {
    expect(
      Schema.decodeUnknownSync(SmsLoginCodeRequest)({ mobileNum: "9171234567", countryDialingCode: "63" }),
    ).toEqual({
      mobileNum: "9171234567",
      countryDialingCode: "63",
    })
    expect(() => Schema.decodeUnknownSync(SmsRegisterCodeRequest)({ mobileNum: "9171234567" })).toThrow()
  })
  it("reads expiredMinutes as a number or a numeric string", () => {
    expect(Schema.decodeUnknownSync(SmsCodeSent)({ expiredMinutes: 5 }).expiredMinutes).toBe(5)
    expect(Schema.decodeUnknownSync(SmsCodeSent)({ expiredMinutes: "2" }).expiredMinutes).toBe(2)
    expect(() => Schema.decodeUnknownSync(SmsCodeSent)({})).toThrow()
  })
  it("counts expiredMinutes x 60 seconds, 60 for the third-party channel, never below zero", () => {
    expect(cooldownSeconds("platform", 5)).toBe(300)
    expect(cooldownSeconds("thirdParty", 5)).toBe(60)
    expect(cooldownSeconds("platform", -1)).toBe(0)
  })
})
