import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { BrandConfig, makeBrandConfig } from "./BrandConfig.ts"

describe("BrandConfig", () => {
  it("has the spec's defaults and round-trips through JSON", () => {
    const brand = makeBrandConfig("wic11f3", { defaultLanguage: "th" })
    expect(brand).toMatchObject({ platform: "web", device: "WEB", lotteryType: "Elott", merchantCode: "wic11f3" })
    expect(Schema.decodeUnknownSync(BrandConfig)(JSON.parse(JSON.stringify(brand)))).toEqual(brand)
  })
  it("refuses an unknown prize mode", () => {
    expect(() => Schema.decodeUnknownSync(BrandConfig)({ ...makeBrandConfig("m"), prizeModes: ["XX"] })).toThrow()
  })
})
