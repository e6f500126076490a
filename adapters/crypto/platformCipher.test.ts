import { createCipheriv, generateKeyPairSync } from "node:crypto"
import { describe, expect, it } from "vitest"
import { modPow } from "../../core/contract/encryptionKey.ts"
import { openLink, seal } from "./platformCipher.ts"

const desNode = (text: string, key: string) => {
  const k = Buffer.from(key, "utf8").subarray(0, 8)
  const c = createCipheriv("des-ede3-ecb", Buffer.concat([k, k, k]), null)
  return Buffer.concat([c.update(text, "utf8"), c.final()]).toString("base64")
}

describe("seal", () => {
  const jwk = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({ format: "jwk" })
  const big = (s: string | undefined) => BigInt(`0x${Buffer.from(s ?? "", "base64url").toString("hex")}`)
  const n = big(jwk.n)
  it("wraps the JSON in DES under the key's first 8 bytes, and the key in raw RSA", () => {
    const json = JSON.stringify({ username: "ana", password: "pässwörd" })
    const sealed = seal(n.toString(16), "Kq3ZpL0aXy7mN2bV", json)
    expect(sealed?.value).toBe(desNode(json, "Kq3ZpL0a"))
    const m = modPow(BigInt(`0x${sealed?.header}`), big(jwk.d), n)
    expect(Buffer.from(m.toString(16), "hex").toString("latin1")).toBe("Kq3ZpL0aXy7mN2bV")
  })
  it("refuses a key text that is not a modulus", () => {
    expect(seal("NO RSA KEY", "Kq3ZpL0aXy7mN2bV", "{}")).toBeUndefined()
  })
})

describe("openLink", () => {
  it("decrypts base64 DES followed by its 8-character key", () => {
    const url = "https://chat.example.test/room?id=7&lang=en"
    expect(openLink(`${desNode(url, "k8Ew2Qz1")}k8Ew2Qz1`)).toBe(url)
  })
  it("keeps a plain http link and refuses what does not decrypt", () => {
    expect(openLink("https://live.example.test")).toBe("https://live.example.test")
    expect(openLink("short")).toBeUndefined()
    expect(openLink("AAAAAAAAAAAAAAAA12345678")).toBeUndefined()
    expect(openLink("!!!!12345678")).toBeUndefined()
  })
})
