import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { AffiliateCheck } from "./Affiliate.ts"

describe("AffiliateCheck", () => {
  it("decodes the check's query", () => {
    expect(Schema.decodeUnknownSync(AffiliateCheck)({ code: "AFF7", domain: "arena.test" })).toEqual({
      code: "AFF7",
      domain: "arena.test",
    })
    expect(() => Schema.decodeUnknownSync(AffiliateCheck)({ domain: "arena.test" })).toThrow()
  })
})
