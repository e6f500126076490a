/**
 * What several instances share through the database rather than their memory: the platform's RSA key (generated
 * once, whoever asks first, and kept across a reset) and the encryption keys already used (refused within the replay
 * window, whatever instance or process saw them).
 */
import { generateKeyPairSync } from "node:crypto"
import { afterAll, describe, expect, it } from "vitest"
import { seenKeysIn } from "../../sandbox/crypto/envelope.ts"
import { loadShared } from "../../sandbox/crypto/rsaKey.ts"
import { migrate } from "../../sandbox/db/migrate.ts"
import { freshDatabase, startTestSandbox } from "./harness.ts"

const fresh = await freshDatabase()
afterAll(() => fresh.drop())
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
  })
})
