/**
 * What several instances share through the database rather than their memory: the platform's RSA key (generated
 * once, whoever asks first, and kept across a reset) and the encryption keys already used (refused within the replay
 * window, whatever instance or process saw them), and the end of a session (seen by every instance's cache).
 */
import { generateKeyPairSync } from "node:crypto"
import { afterAll, describe, expect, it } from "vitest"
import { idleMs, makeSessions } from "../../sandbox/auth/sessions.ts"
import { seenKeysIn } from "../../sandbox/crypto/envelope.ts"
import { loadShared } from "../../sandbox/crypto/rsaKey.ts"
import { migrate } from "../../sandbox/db/migrate.ts"
import { engine, freshDatabase, startTestSandbox } from "./harness.ts"

const fresh = await freshDatabase()
afterAll(async () => {
  await fresh.db.close()
  await fresh.drop()
})
const { db } = fresh
await migrate(db)

describe("state shared through the database", () => {
  it("generates the RSA key once, for every caller at once, and keeps it", async () => {
    const keys = await Promise.all([1, 2, 3, 4].map(() => loadShared(db, { dataDir: "/nonexistent" })))
    expect(new Set(keys.map((k) => k.modulusHex)).size).toBe(1)
    const [stored] = await db.query<{ n: unknown }>("select count(*) as n from platform_keys")
    expect(Number(stored?.n)).toBe(1)
    expect((await loadShared(db, { dataDir: "/nonexistent" })).d).toBe(keys[0]?.d)
  })

  it("takes the key the environment gives (PEM or JWK) without storing it", async () => {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024, publicExponent: 65537 })
    const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString()
    const jwk = JSON.stringify(privateKey.export({ format: "jwk" }))
    const fromPem = await loadShared(db, { given: pem, dataDir: "/nonexistent" })
    const fromJwk = await loadShared(db, { given: jwk, dataDir: "/nonexistent" })
    expect(fromPem.modulusHex).toBe(fromJwk.modulusHex)
    expect((await loadShared(db, { dataDir: "/nonexistent" })).modulusHex).not.toBe(fromPem.modulusHex)
  })

  it("claims a used encryption key once across holders, for the replay window", async () => {
    const a = seenKeysIn(db, 60_000)
    const b = seenKeysIn(db, 60_000)
    const at = 1_700_000_000_000
    const claims = await Promise.all([a, b, a, b].map((s) => s.claim("Key0fSixteenChrs", at)))
    expect(claims.filter((c) => c)).toHaveLength(1)
    expect(await b.claim("Key0fSixteenChrs", at + 60_000)).toBe(false)
    expect(await a.claim("Key0fSixteenChrs", at + 60_001)).toBe(true)
    const rows = await db.query<{ key_hash: string }>("select key_hash from used_encryption_keys")
    expect(rows.map((r) => r.key_hash)).not.toContain("Key0fSixteenChrs")
  })

  it("prunes the keys older than the window", async () => {
    const s = seenKeysIn(db, 1000)
    await s.claim("OldKeyOfSixteen!", 100_000)
    await seenKeysIn(db, 1000).claim("NewKeyOfSixteen!", 200_000)
    const rows = await db.query<{ n: unknown }>("select count(*) as n from used_encryption_keys where used_at < $1", [
      new Date(199_000),
    ])
    expect(Number(rows[0]?.n)).toBe(0)
  })

  it("keeps the key in use across a reset of the database", async () => {
    const sandbox = await startTestSandbox()
    try {
      const before = await (await fetch(`${sandbox.url}/wps/session/key/rsa`)).text()
      await sandbox.reset()
      expect(await (await fetch(`${sandbox.url}/wps/session/key/rsa`)).text()).toBe(before)
    } finally {
      await sandbox.stop()
    }
  }, 180_000)
})

/** Polls `check` until it holds, for at most `ms`; answers how long it took. */
const within = async (ms: number, check: () => Promise<boolean>): Promise<number> => {
  const start = Date.now()
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`)
    await new Promise((r) => setTimeout(r, 10))
  }
  return Date.now() - start
}

describe("sessions on several instances", () => {
  const member = async (account: string) => {
    const [row] = await db.query<{ id: unknown; type: unknown }>("select id, type from members where account = $1", [
      account,
    ])
    return { id: Number(row?.id), account, type: Number(row?.type) }
  }
  const seeded = (async () => {
    const { seedIfEmpty } = await import("../../sandbox/seed/seed.ts")
    await seedIfEmpty(db, Date.now())
  })()

  it("keeps a session alive that another instance saw last, though this one's cache says idle", async () => {
    await seeded
    const a = makeSessions(db)
    const b = makeSessions(db)
    const t0 = Date.now()
    const token = await a.open(await member("player01"), t0, "127.0.0.1")
    expect(await b.touch(token, t0 + 1000)).toBeDefined()
    expect(await a.touch(token, t0 + idleMs - 1000)).toBeDefined()
    expect(await b.touch(token, t0 + idleMs + 5000)).toBeDefined()
    expect(await a.touch(token, t0 + 2 * idleMs + 10_000)).toBeUndefined()
    expect(await b.touch(token, t0 + 2 * idleMs + 10_000)).toBeUndefined()
  })

  it.skipIf(engine !== "postgres")(
    "ends on every instance within a second of a logout or a password change",
    async () => {
      await seeded
      const a = makeSessions(db)
      const b = makeSessions(db, { maxCached: 2 })
      const who = await member("newpass01")
      const one = await a.open(who, Date.now(), "127.0.0.1")
      const two = await a.open(who, Date.now(), "127.0.0.1")
      const kept = await a.open(who, Date.now(), "127.0.0.1")
      // b caches the sessions once it listens
      await within(
        5000,
        async () => (await b.touch(one, Date.now())) !== undefined && (await b.touch(one, Date.now())) !== undefined,
      )
      for (const t of [two, kept]) expect(await b.touch(t, Date.now())).toBeDefined()
      await a.close(one)
      await within(5000, async () => (await b.touch(one, Date.now())) === undefined)
      expect(await b.touch(two, Date.now())).toBeDefined()
      await a.closeAllOf(who.id, kept)
      await within(5000, async () => (await b.touch(two, Date.now())) === undefined)
      expect(await b.touch(kept, Date.now())).toBeDefined()
    },
  )
})
