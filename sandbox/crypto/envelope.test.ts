import { describe, expect, it } from "vitest"
import { desDecrypt, desEncrypt } from "./des.ts"
import { openEncrypted, sealForTest, seenKeysInMemory } from "./envelope.ts"
import { decryptHeader, generate } from "./rsaKey.ts"

const key = generate()

describe("the platform's request encryption", () => {
  it("decrypts the raw-RSA header back to the 16-character key in its original order", () => {
    const sealed = sealForTest(key.modulusHex, "AbCdEfGh12345678", { a: 1 })
    expect(decryptHeader(key, sealed.header)).toBe("AbCdEfGh12345678")
    expect(decryptHeader(key, `${sealed.header} `)).toBe("AbCdEfGh12345678")
  })
  it("opens a sealed body and refuses the same key twice", async () => {
    const seen = seenKeysInMemory()
    const sealed = sealForTest(key.modulusHex, "k3y0fSixteenChrs", { username: "player01", password: "x" })
    expect(await openEncrypted(key, seen, sealed.header, sealed.body, 0)).toEqual({
      ok: true,
      json: { username: "player01", password: "x" },
    })
    expect(await openEncrypted(key, seen, sealed.header, sealed.body, 1)).toMatchObject({
      ok: false,
      errorCode: "request_replayed",
    })
  })
  it("refuses missing, malformed and foreign headers without throwing", async () => {
    const seen = seenKeysInMemory()
    expect(await openEncrypted(key, seen, undefined, { value: "x" }, 0)).toMatchObject({
      ok: false,
      errorCode: "request_body_required",
    })
    expect(await openEncrypted(key, seen, "zz", { value: "x" }, 0)).toMatchObject({
      ok: false,
      errorCode: "request_decrypt_err",
    })
    const other = generate()
    const sealed = sealForTest(other.modulusHex, "AAAAAAAABBBBBBBB", {})
    expect((await openEncrypted(key, seen, sealed.header, sealed.body, 0)).ok).toBe(false)
  })
  it("remembers a used key for the replay window only, and stays bounded", async () => {
    const seen = seenKeysInMemory(1000, 2)
    expect(await seen.claim("a", 0)).toBe(true)
    expect(await seen.claim("a", 1000)).toBe(false)
    expect(await seen.claim("a", 1001)).toBe(true)
    expect(await seen.claim("b", 1002)).toBe(true)
    expect(await seen.claim("c", 1003)).toBe(true)
    expect(await seen.claim("b", 1004)).toBe(false)
  })
  it("is single DES: an 8-byte key, PKCS#7, base64", () => {
    const c = desEncrypt('{"x":1}', "12345678abcdefgh")
    expect(Buffer.from(c, "base64").length).toBe(8)
    expect(desDecrypt(c, "12345678zzzzzzzz")).toBe('{"x":1}')
    expect(desDecrypt("not base64 at all", "12345678")).toBeUndefined()
  })
})
