import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fingerprintOf, reusableKey } from "./IdempotencyKey.ts"

describe("IdempotencyKey", () => {
  it("fingerprints an intent by its fields, not its tag, key or field order", () => {
    const a = fingerprintOf({
      _tag: "WalletTransferRequested",
      key: "k1",
      fromAccountTypeId: 0,
      toAccountTypeId: 21,
      amount: 5,
    })
    const b = fingerprintOf({ amount: 5, toAccountTypeId: 21, key: "k2", fromAccountTypeId: 0 })
    expect(a).toBe(b)
    expect(fingerprintOf({ fromAccountTypeId: 0, toAccountTypeId: 21, amount: 6 })).not.toBe(a)
  })
  it("reuses a pending key only for the same request", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.integer()), fc.dictionary(fc.string(), fc.integer()), (x, y) => {
        const pending = { key: "k", fingerprint: fingerprintOf(x) }
        expect(reusableKey(pending, fingerprintOf(x))).toBe("k")
        expect(reusableKey(pending, fingerprintOf(y))).toBe(fingerprintOf(x) === fingerprintOf(y) ? "k" : undefined)
      }),
    )
    expect(reusableKey(undefined, "{}")).toBeUndefined()
  })
})
