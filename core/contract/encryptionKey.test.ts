import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { encryptKey, exponent, modPow, packReversed, parseModulus, unpackKey } from "./encryptionKey.ts"

/** A 1024-bit test key (generated once by node:crypto; it protects nothing). */
const n = BigInt(
  "0xb7fea80aba2e90ac0514eeb448b86081b7e0ad8b3066b740d7b710ac0dea83d4ca045a4dae29e6ce1fc98f659b236ae5b420" +
    "4d3c0f124a157bcf8127b48d52eec70017a74323b674523e9af14e51437542d26ec993d0e3f970e61b5b93d8304ee393f0b6" +
    "d95bf133857497c4dbe3cc823595eaaf7ae98aaade826b27760ce8b7",
)
const d = BigInt(
  "0x0350ce7c6b007dd0ebc285ceafe4cab06bbcdbc3bf5a8a80dba24be59dd6950b979c5e7839e43d69877f1d5b6a614802ddad" +
    "1b5732ba54a57076bbd0185bd79bb81dbcff264cfca5a65325cfe832707eede718d37a2af4c5439e1253973937f1796d9153" +
    "5ab46d64fbc7e4061570f498e37c1b125ef2ab3bf42c489e5b326d39",
)

/** The old RSA.js packing, written out: 16-bit digits, low byte first, of the reversed text. */
const rsaJsDigits = (text: string): bigint => {
  const r = [...text].reverse().map((c) => c.charCodeAt(0))
  let m = 0n
  for (let j = Math.ceil(r.length / 2) - 1; j >= 0; j--) {
    m = (m << 16n) | BigInt((r[2 * j] ?? 0) | ((r[2 * j + 1] ?? 0) << 8))
  }
  return m
}

const keyArb = fc.string({ unit: fc.constantFrom(..."abcXYZ0189"), minLength: 16, maxLength: 16 })

describe("the Encryption header", () => {
  it("packs the reversed key as RSA.js's 16-bit little-endian digits", () => {
    fc.assert(
      fc.property(keyArb, (key) => {
        expect(packReversed(key)).toBe(rsaJsDigits(key))
      }),
    )
  })
  it("raw-decrypts to the key read big-endian, in its original order", () => {
    fc.assert(
      fc.property(keyArb, (key) => {
        const header = encryptKey(n, key)
        expect(header).toMatch(/^([0-9a-f]{4})+$/)
        expect(unpackKey(modPow(BigInt(`0x${header}`), d, n))).toBe(key)
      }),
      { numRuns: 20 },
    )
  })
  it("is textbook RSA: the private exponent undoes the public one", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: n - 1n }), (m) => {
        expect(modPow(modPow(m, exponent, n), d, n)).toBe(m)
      }),
      { numRuns: 20 },
    )
  })
  it("unpacks what it packed", () => {
    fc.assert(
      fc.property(keyArb, (key) => {
        expect(unpackKey(packReversed(key))).toBe(key)
      }),
    )
  })
  it("reads the key endpoint's hex text and refuses anything else", () => {
    expect(parseModulus(` ${n.toString(16)}\n`)).toBe(n)
    expect(parseModulus("NO RSA KEY")).toBeUndefined()
    expect(parseModulus("<html>")).toBeUndefined()
    expect(parseModulus("")).toBeUndefined()
  })
  it("refuses a key that does not fit the modulus", () => {
    expect(() => encryptKey(0x10001n, "abcdefghijklmnop")).toThrow(RangeError)
  })
})
