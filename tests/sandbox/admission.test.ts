/**
 * Expensive work a stranger can cause cannot take the process (DESIGN "sandbox"): the RSA decryption of encrypted
 * calls and the password hashing of logins (the dummy hash of unknown accounts included) run off the event loop under
 * one bounded admission; beyond it the
 * answer is an immediate 503 with `Retry-After`, and a member's calls answer while the hashing is still busy, never
 * queued behind it. The sandbox hashes at the production cost here (what makes a junk login expensive) with a bound
 * of one hash at a time and two waiting.
 */
import { randomBytes } from "node:crypto"
import { describe, expect, it } from "vitest"
import { client, fileSandbox } from "./harness.ts"
import { clientFrom, logIn } from "./sessionKit.ts"

const sandbox = fileSandbox({ ARENA_PASSWORD_COST: "16384", ARENA_HASH_SLOTS: "1", ARENA_HASH_QUEUE: "2" })

describe("junk logins for unknown accounts from many addresses", () => {
  it("are refused at once past the admission, while a member's balance answers", async () => {
    const member = clientFrom(sandbox.url)
    await logIn(member, "player01", "Player123")
    // One slot of the admission is held by work that ends when the test says so: the junk then queues (two) or is
    // refused (the rest), and the member's balance is asked while the admission is certainly busy.
    let release = () => {}
    const holder = sandbox.services.hashing.run(
      () =>
        new Promise<void>((resolve) => {
          release = resolve
        }),
    )
    const junk = Array.from({ length: 24 }, (_, i) =>
      client(sandbox.url).request("POST", "/wps/session/login", {
        body: { username: `nobody${i}x`, password: "Guess1234", type: "username" },
        encrypted: true,
        headers: { "X-Forwarded-For": `198.18.7.${i + 1}` },
      }),
    )
    const all = Promise.all(junk)
    while (sandbox.services.hashing.load().waiting < 2) await new Promise((r) => setTimeout(r, 5))
    const balance = await member.get("/wps/v2/wallets/balance")
    expect(balance.status).toBe(200)
    expect(sandbox.services.hashing.load()).toEqual({ running: 1, waiting: 2 })
    release()
    await holder

    const answers = await all
    const refused = answers.filter((r) => r.status === 503)
    expect(refused.length).toBeGreaterThan(0)
    for (const r of refused) {
      expect(r.body.errorCode).toBe("system.busy")
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
    }
    // The others were checked (one at a time) and failed as any wrong login does.
    for (const r of answers.filter((a) => a.status !== 503)) expect(r.body.errorCode).toBe("login_failed")
    // A refused attempt counted nothing: the address may try again as before.
    expect(sandbox.services.hashing.load()).toEqual({ running: 0, waiting: 0 })
  })
})

const junkHeaders = {
  "Content-Type": "application/json",
  "X-Gateway-Version": "3",
  Merchant: "arena",
  Device: "web",
  Language: "EN",
}

describe("the RSA decryption of encrypted calls without a session", () => {
  it("passes the same admission: refused at once while it is full, while a member's encrypted call still answers", async () => {
    const member = clientFrom(sandbox.url)
    await logIn(member, "player01", "Player123")
    // The admission held full (one running, two waiting) by work that ends when the test says so.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const holders = Array.from({ length: 3 }, () => sandbox.services.hashing.run(() => held))
    expect(sandbox.services.hashing.load()).toEqual({ running: 1, waiting: 2 })
    try {
      // Junk from fresh addresses: one well-shaped block each, below the modulus, whose private-key operation (all
      // it costs) would be done before anything can tell it is junk.
      const n = BigInt(`0x${sandbox.services.rsa.modulusHex}`)
      const junk = await Promise.all(
        Array.from({ length: 4 }, async (_, i) => {
          const block = (BigInt(`0x${randomBytes(128).toString("hex")}`) % n).toString(16)
          const res = await fetch(`${sandbox.url}/wps/session/login`, {
            method: "POST",
            headers: { ...junkHeaders, Encryption: block, "X-Forwarded-For": `198.18.8.${i + 1}` },
            body: JSON.stringify({ value: "AAAAAAAAAAA=" }),
          })
          return { status: res.status, headers: res.headers, body: (await res.json()) as { errorCode?: string } }
        }),
      )
      for (const r of junk) {
        expect(r.status).toBe(503)
        expect(r.body.errorCode).toBe("system.busy")
        expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
      }
      // A member's encrypted call is decrypted under the member's session, not the strangers' budget.
      const change = await member.request("POST", "/wps/member/password", {
        body: { oldPassword: "NotMine123", newPassword: "Another123", confirmNewPassword: "Another123" },
        encrypted: true,
      })
      expect(change.status).not.toBe(503)
      expect(change.body.errorCode).not.toBe("system.busy")
    } finally {
      release()
      await Promise.all(holders)
    }
    expect(sandbox.services.hashing.load()).toEqual({ running: 0, waiting: 0 })
  })
})
