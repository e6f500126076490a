import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fromBase64, toBase64 } from "./base64.ts"

describe("base64", () => {
  it("equals Node's Buffer encoding and round-trips", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100_000 }), (bytes) => {
        const text = toBase64(bytes)
        expect(text).toBe(Buffer.from(bytes).toString("base64"))
        expect(fromBase64(text)).toEqual(bytes)
      }),
      { numRuns: 30 },
    )
  })
  it("refuses text that is not base64", () => {
    expect(fromBase64("not base64!")).toBeUndefined()
    expect(fromBase64("abcde")).toBeUndefined()
    expect(fromBase64("")).toEqual(new Uint8Array(0))
  })
})
