/**
 * The platform's RSA key (wire notes section 3): one 1024-bit key for every instance of the platform, since a client
 * may fetch the modulus from one instance and post its encrypted login to another. Given by the environment
 * (`ARENA_RSA_PRIVATE_KEY`, a PEM or JWK private key: production), or else generated once by the first instance to
 * start and kept in the database (`platform_keys`, never committed). Its modulus is served as hex text at
 * `GET /wps/session/key/rsa`. Decryption is raw RSA (no padding) with BigInt arithmetic (core/contract/encryptionKey.ts,
 * shared with the client), because the platform's client pads nothing and Node 20 refuses PKCS#1 v1.5.
 */
import { createPrivateKey, generateKeyPairSync, type JsonWebKey } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { modPow, unpackKey } from "../../core/contract/encryptionKey.ts"
import type { Database, Queryable } from "../db/Database.ts"

export interface RsaKey {
  /** Modulus as lowercase hex: what the key endpoint serves. */
  readonly modulusHex: string
  readonly n: bigint
  readonly d: bigint
}

const fromB64url = (s: string): bigint => BigInt(`0x${Buffer.from(s, "base64url").toString("hex") || "0"}`)

const fromJwk = (jwk: JsonWebKey): RsaKey => {
  if (jwk.n === undefined || jwk.d === undefined) throw new Error("RSA key without modulus or private exponent")
  const n = fromB64url(jwk.n)
  return { modulusHex: n.toString(16), n, d: fromB64url(jwk.d) }
}

/** A private key given as text: a JWK (JSON) or a PEM. */
export const parse = (text: string): RsaKey => {
  const trimmed = text.trim()
  const key = trimmed.startsWith("{")
    ? createPrivateKey({ key: JSON.parse(trimmed) as JsonWebKey, format: "jwk" })
    : createPrivateKey(trimmed)
  if (key.asymmetricKeyType !== "rsa") throw new Error("ARENA_RSA_PRIVATE_KEY is not an RSA private key")
  return fromJwk(key.export({ format: "jwk" }))
}

const row = "rsa"

/**
 * The platform's key: `given` (the environment) when set; else the one in the database; else, under the lock
 * `arena:rsa-key` so that instances starting together agree on one, the key file an older sandbox kept in the data
 * directory, or a fresh key, stored in the database.
 */
export const loadShared = async (db: Database, options: { readonly given?: string; readonly dataDir: string }) => {
  if (options.given !== undefined) return parse(options.given)
  const stored = async () => {
    const [found] = await db.query<{ value: string }>("select value from platform_keys where name = $1", [row])
    return found === undefined ? undefined : fromJwk(JSON.parse(found.value) as JsonWebKey)
  }
  return (
    (await stored()) ??
    db.withLock("arena:rsa-key", async () => {
      const again = await stored()
      if (again !== undefined) return again
      const legacy = join(options.dataDir, "rsa-key.json")
      const jwk = existsSync(legacy)
        ? (JSON.parse(readFileSync(legacy, "utf8")) as JsonWebKey)
        : generateKeyPairSync("rsa", { modulusLength: 1024, publicExponent: 65537 }).privateKey.export({
            format: "jwk",
          })
      await store(db, jwk)
      return fromJwk(jwk)
    })
  )
}

const store = async (db: Queryable, jwk: JsonWebKey) => {
  await db.query("insert into platform_keys (name, value) values ($1, $2) on conflict (name) do nothing", [
    row,
    JSON.stringify(jwk),
  ])
}

const toB64url = (v: bigint): string => {
  const hex = v.toString(16)
  return Buffer.from(hex.length % 2 === 1 ? `0${hex}` : hex, "hex").toString("base64url")
}

/** Stores `key` as the platform's key unless one is stored already (a reset database keeps the key in use). */
export const keep = (db: Queryable, key: RsaKey): Promise<void> =>
  store(db, { kty: "RSA", n: toB64url(key.n), e: "AQAB", d: toB64url(key.d) })

/** A fresh key held only in memory (tests). */
export const generate = (): RsaKey => {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024, publicExponent: 65537 })
  return fromJwk(privateKey.export({ format: "jwk" }))
}

/**
 * Decrypts the `Encryption` header: space-separated hex blocks of raw RSA. Each block decrypts to an integer whose
 * big-endian bytes, leading zeros dropped, are the key's characters in their original order (the client reversed the
 * string and packed it little-endian, which cancels out). Returns undefined for anything malformed.
 */
export const decryptHeader = (key: RsaKey, header: string): string | undefined => {
  const blocks = header.trim().split(/\s+/)
  if (blocks.length === 0 || blocks.length > 8) return undefined
  let text = ""
  for (const block of blocks) {
    if (!/^[0-9a-fA-F]{1,512}$/.test(block)) return undefined
    const c = BigInt(`0x${block}`)
    if (c >= key.n) return undefined
    text += unpackKey(modPow(c, key.d, key.n))
  }
  return text
}
