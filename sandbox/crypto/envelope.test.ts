import { describe, expect, it } from "vitest"
import { modPow, unpackKey } from "../../core/contract/encryptionKey.ts"
import { makeDecryptionBudget, perAddress, total } from "./decryptionBudget.ts"
import { desDecrypt, desEncrypt } from "./des.ts"
import { openEncrypted, sealForTest, seenKeysInMemory } from "./envelope.ts"
import { decryptHeader, fromJwk, generate, type RsaKey } from "./rsaKey.ts"

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
  it("decrypts natively to what the BigInt arithmetic gives", () => {
    const sealed = sealForTest(key.modulusHex, "Zy9xW8vU7tS6rQ5p", {})
    expect(unpackKey(modPow(BigInt(`0x${sealed.header}`), key.d, key.n))).toBe(decryptHeader(key, sealed.header))
  })
  it("recovers the CRT factors of a key stored without them, so that it too decrypts natively", () => {
    const [n, e, d] = [String(key.jwk.n), String(key.jwk.e), String(key.jwk.d)]
    const bare = fromJwk({ kty: "RSA", n, e, d })
    expect(bare.jwk.p).toBeDefined()
    const sealed = sealForTest(key.modulusHex, "Qw3rTy7uIo9pAs1d", {})
    expect(decryptHeader(bare, sealed.header)).toBe("Qw3rTy7uIo9pAs1d")
    expect(() => fromJwk({ kty: "RSA", n, e, d: Buffer.from("07", "hex").toString("base64url") })).toThrow()
  })
  it("refuses a header of several blocks, or longer than the modulus, before any private-key work", async () => {
    // Any RSA work on this key throws: the refusals below must come from the shape checks alone.
    const poisoned = {
      ...key,
      get native(): never {
        throw new Error("RSA work was done")
      },
      get d(): never {
        throw new Error("RSA work was done")
      },
    } as unknown as RsaKey
    const sealed = sealForTest(key.modulusHex, "AbCdEfGh12345678", { a: 1 })
    const eight = Array.from({ length: 8 }, () => sealed.header).join(" ")
    expect(decryptHeader(poisoned, eight)).toBeUndefined()
    expect(decryptHeader(poisoned, `00${sealed.header}`.padStart(key.modulusHex.length + 8, "0"))).toBeUndefined()
    let admitted = 0
    const admit = () => {
      admitted += 1
      return undefined
    }
    const seen = seenKeysInMemory()
    for (const [header, body] of [
      [eight, sealed.body],
      ["x".repeat(5000), sealed.body],
      [sealed.header, { value: "not base64!" }],
      [sealed.header, { value: "" }],
      [sealed.header, {}],
    ] as const)
      expect((await openEncrypted(poisoned, seen, header, body, 0, admit)).ok).toBe(false)
    expect(admitted).toBe(0)
    const busy = { ok: false, status: 429, errorCode: "TOO_MANY_REQUESTS", message: "busy" } as const
    expect(await openEncrypted(poisoned, seen, sealed.header, sealed.body, 0, () => busy)).toEqual(busy)
  })
  it("budgets decryptions per address and in all", () => {
    const budget = makeDecryptionBudget()
    const taken = Array.from({ length: perAddress.burst + 5 }, () => budget.take("203.0.113.1", 1000))
    expect(taken.filter((t) => t === "ok")).toHaveLength(perAddress.burst)
    expect(taken.at(-1)).toBe("address")
    expect(budget.take("203.0.113.2", 1000)).toBe("ok")
    expect(budget.take("203.0.113.1", 1000 + 1000 / perAddress.rate)).toBe("ok")
    const all = Array.from({ length: total.burst + 5 }, (_, n) => budget.take(`198.51.100.${n % 250}:${n}`, 2000))
    expect(all.filter((t) => t === "process").length).toBeGreaterThan(0)
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
