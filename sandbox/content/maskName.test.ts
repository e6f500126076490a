import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { maskName } from "./maskName.ts"

describe("masking a winner's account", () => {
  it("keeps two characters each side", () => {
    expect(maskName("player01")).toBe("pl***01")
    expect(maskName("agent42")).toBe("ag***42")
  })
  it("keeps only the first character of a short account", () => {
    expect(maskName("abcd")).toBe("a***")
    expect(maskName("")).toBe("***")
  })
  it("never shows the middle of an account longer than four characters", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 5, maxLength: 30, unit: "grapheme-ascii" }), (account) => {
        const masked = maskName(account)
        expect(masked).toContain("***")
        expect(masked.replace("***", "").length).toBe(4)
      }),
    )
  })
})
