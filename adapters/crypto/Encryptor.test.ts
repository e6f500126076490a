import { generateKeyPairSync } from "node:crypto"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { describe, expect, it } from "vitest"
import { make } from "./Encryptor.ts"

const modulus = (() => {
  const jwk = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({ format: "jwk" })
  return Buffer.from(jwk.n ?? "", "base64url").toString("hex")
})()

const keyServer = (text: string, status = 200) => {
  const seen: Array<{ url: string; headers: Record<string, string> }> = []
  const fetch = async (url: string, init?: RequestInit) => {
    seen.push({ url, headers: { ...(init?.headers as Record<string, string>) } })
    return new Response(text, { status })
  }
  return { fetch, seen }
}

describe("Encryptor", () => {
  it("fetches the modulus with only a no-cache header and a time stamp, and seals with a fresh key", async () => {
    const server = keyServer(modulus)
    const enc = make({ baseUrl: "https://api.example.test/", fetch: server.fetch, now: () => 1234 })
    const a = await Effect.runPromise(enc.encrypt('{"a":1}'))
    const b = await Effect.runPromise(enc.encrypt('{"a":1}'))
    expect(server.seen[0]).toEqual({
      url: "https://api.example.test/wps/session/key/rsa?t=1234",
      headers: { "Cache-Control": "no-cache" },
    })
    expect(a.header).toMatch(/^[0-9a-f]+$/)
    expect(a.value).not.toBe(b.value)
  })
  it("dies with NO RSA KEY when the key endpoint fails or serves no modulus", async () => {
    for (const server of [keyServer("oops", 500), keyServer("<html></html>")]) {
      const exit = await Effect.runPromiseExit(make({ fetch: server.fetch }).encrypt("{}"))
      expect(Exit.isFailure(exit)).toBe(true)
      expect(String(Exit.isFailure(exit) ? exit.cause : "")).toContain("NO RSA KEY")
    }
  })
  it("opens customer-service links, plain ones as they are", async () => {
    const enc = make({ fetch: keyServer(modulus).fetch })
    expect(await Effect.runPromise(enc.decryptLink(" https://x.test/chat "))).toBe("https://x.test/chat")
    expect(await Effect.runPromise(enc.decryptLink("garbage!!12345678"))).toBeUndefined()
  })
})
