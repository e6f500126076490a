import { generateKeyPairSync } from "node:crypto"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { encryptKey, modPow, packReversed, parseModulus } from "./rsa.ts"

const big = (b64url: string) => BigInt(`0x${Buffer.from(b64url, "base64url").toString("hex")}`)
const jwk = generateKeyPairSync("rsa", { modulusLength: 1024, publicExponent: 65537 }).privateKey.export({
  format: "jwk",
})
const n = big(jwk.n ?? "")
const d = big(jwk.d ?? "")

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
        const m = modPow(BigInt(`0x${header}`), d, n)
        expect(Buffer.from(m.toString(16).padStart(32, "0"), "hex").toString("latin1")).toBe(key)
      }),
      { numRuns: 20 },
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
