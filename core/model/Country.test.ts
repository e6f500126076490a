import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Countries, dialingCodeOf } from "./Country.ts"

describe("Country", () => {
  it("decodes the list and normalises the dialing code", () => {
    const list = Schema.decodeUnknownSync(Countries)([
      { countryCode: "PH", countryDialingCode: "+63", currency: "PHP", currencySymbol: "P" },
      { countryCode: "VN", countryDialingCode: 84 },
    ])
    expect(list.map(dialingCodeOf)).toEqual(["63", "84"])
    expect(() => Schema.decodeUnknownSync(Countries)([{ countryCode: "PH" }])).toThrow()
  })
})
