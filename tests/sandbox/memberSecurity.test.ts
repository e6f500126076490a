import { describe, expect, it } from "vitest"
import { maskEmail, maskMobile } from "../../sandbox/accounts/memberInfo.ts"

describe("member info's security facts", () => {
  it("masks the bound mobile and email", () => {
    expect(maskMobile("9171234567")).toBe("****4567")
    expect(maskEmail("alice@mail.test")).toBe("a***@mail.test")
    expect(maskEmail("broken")).toBe("***")
  })
})
