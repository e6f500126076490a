import { createCipheriv } from "node:crypto"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { cryptBlock, decryptEcb, encryptEcb, keySchedule } from "./des.ts"

const hex = (s: string) => Uint8Array.from(Buffer.from(s, "hex"))
const tripled = (key: Uint8Array) => Buffer.concat([key.subarray(0, 8), key.subarray(0, 8), key.subarray(0, 8)])

const nodeEncrypt = (plain: Uint8Array, key: Uint8Array) => {
  const c = createCipheriv("des-ede3-ecb", tripled(key), null)
  return Uint8Array.from(Buffer.concat([c.update(plain), c.final()]))
}

describe("DES", () => {
  it("matches the textbook vector (key 133457799BBCDFF1)", () => {
    const out = cryptBlock(hex("0123456789abcdef"), keySchedule(hex("133457799bbcdff1")), false)
    expect(Buffer.from(out).toString("hex")).toBe("85e813540f0ab405")
    expect(Buffer.from(cryptBlock(out, keySchedule(hex("133457799bbcdff1")), true)).toString("hex")).toBe(
      "0123456789abcdef",
    )
  })

  it("equals node:crypto des-ede3-ecb with the key tripled, for any key and text", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 16 }), fc.uint8Array({ maxLength: 70 }), (key, plain) => {
        expect(Buffer.from(encryptEcb(plain, key)).toString("hex")).toBe(
          Buffer.from(nodeEncrypt(plain, key)).toString("hex"),
        )
      }),
      { numRuns: 150 },
    )
  })

  it("decrypts what node:crypto encrypts, padding removed", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 8, maxLength: 8 }), fc.uint8Array({ maxLength: 40 }), (key, plain) => {
        expect(decryptEcb(nodeEncrypt(plain, key), key)).toEqual(plain)
      }),
      { numRuns: 100 },
    )
  })

  it("refuses ciphertexts of a bad length or padding", () => {
    const key = hex("0102030405060708")
    expect(decryptEcb(new Uint8Array(0), key)).toBeUndefined()
    expect(decryptEcb(new Uint8Array(7), key)).toBeUndefined()
    // a block whose plain text ends in 0x00: not PKCS#7
    const c = createCipheriv("des-ede3-ecb", tripled(key), null)
    c.setAutoPadding(false)
    const bad = Uint8Array.from(Buffer.concat([c.update(new Uint8Array(8)), c.final()]))
    expect(decryptEcb(bad, key)).toBeUndefined()
  })

  it("refuses a key shorter than 8 bytes", () => {
    expect(() => encryptEcb(new Uint8Array(1), new Uint8Array(7))).toThrow(RangeError)
  })
})
