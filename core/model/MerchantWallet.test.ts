import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { isSingleWallet, MerchantWallet } from "./MerchantWallet.ts"

const decode = Schema.decodeUnknownSync(MerchantWallet)

describe("MerchantWallet", () => {
  it("reads isSingle as a number or a string (wire notes section 4)", () => {
    expect(isSingleWallet(decode({ isSingle: 1 }))).toBe(true)
    expect(isSingleWallet(decode({ isSingle: "1" }))).toBe(true)
    expect(isSingleWallet(decode({ isSingle: 0 }))).toBe(false)
    expect(isSingleWallet(decode({ isSingle: "0" }))).toBe(false)
  })
  it("reads a missing flag as multi-wallet", () => {
    expect(isSingleWallet(decode({}))).toBe(false)
    expect(isSingleWallet(decode({ isSingle: null }))).toBe(false)
  })
  it("encodes back to 1 and 0", () => {
    expect(Schema.encodeSync(MerchantWallet)({ isSingle: true })).toEqual({ isSingle: 1 })
  })
})
