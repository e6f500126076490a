/**
 * The platform's RSA key (wire notes section 3): one 1024-bit key for every instance of the platform, since a client
 * may fetch the modulus from one instance and post its encrypted login to another. Given by the environment
 * (`ARENA_RSA_PRIVATE_KEY`, a PEM or JWK private key: production), or else generated once by the first instance to
 * start and kept in the database (`platform_keys`, never committed). Its modulus is served as hex text at
 * `GET /wps/session/key/rsa`. Decryption is raw RSA (no padding) with BigInt arithmetic (core/contract/encryptionKey.ts,
 * shared with the client), because the platform's client pads nothing and Node 20 refuses PKCS#1 v1.5.
 */
import {
  constants,
  createPrivateKey,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
  privateDecrypt,
} from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { modPow, unpackKey } from "../../core/contract/encryptionKey.ts"
import type { Database, Queryable } from "../db/Database.ts"

export interface RsaKey {
  /** Modulus as lowercase hex: what the key endpoint serves. */
  readonly modulusHex: string
  readonly n: bigint
  readonly d: bigint
  /** The whole private key, as stored (with its CRT factors when known). */
  readonly jwk: JsonWebKey
  /**
   * The key for OpenSSL's raw RSA (CRT, native): about twenty times cheaper than the BigInt arithmetic, which stays
   * for a stored key without its factors.
   */
  readonly native: KeyObject | undefined
}

const fromB64url = (s: string): bigint => BigInt(`0x${Buffer.from(s, "base64url").toString("hex") || "0"}`)

const fromJwk = (jwk: JsonWebKey): RsaKey => {
  if (jwk.n === undefined || jwk.d === undefined) throw new Error("RSA key without modulus or private exponent")
  const n = fromB64url(jwk.n)
  const full = jwk.p !== undefined && jwk.q !== undefined && jwk.dp !== undefined && jwk.dq !== undefined
  return {
    modulusHex: n.toString(16),
    n,
    d: fromB64url(jwk.d),
    jwk,
    native: full ? createPrivateKey({ key: jwk, format: "jwk" }) : undefined,
  }
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
  store(db, key.jwk.p === undefined ? { kty: "RSA", n: toB64url(key.n), e: "AQAB", d: toB64url(key.d) } : key.jwk)

/** A fresh key held only in memory (tests). */
export const generate = (): RsaKey => {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024, publicExponent: 65537 })
  return fromJwk(privateKey.export({ format: "jwk" }))
}

/**
 * Decrypts the `Encryption` header: ONE hex block of raw RSA (a 16-character key fits one block of any modulus the
 * platform uses), shape-checked before any private-key work: hex digits only, no longer than the modulus, below it.
 * The block decrypts to an integer whose big-endian bytes, leading zeros dropped, are the key's characters in their
 * original order (the client reversed the string and packed it little-endian, which cancels out). Returns undefined
 * for anything malformed.
 */
export const decryptHeader = (key: RsaKey, header: string): string | undefined => {
  const block = header.trim()
  const digits = Math.ceil(key.modulusHex.length / 4) * 4
  if (block.length === 0 || block.length > digits || !/^[0-9a-fA-F]+$/.test(block)) return undefined
  const c = BigInt(`0x${block}`)
  if (c >= key.n) return undefined
  if (key.native === undefined) return unpackKey(modPow(c, key.d, key.n))
  const bytes = privateDecrypt(
    { key: key.native, padding: constants.RSA_NO_PADDING },
    Buffer.from(block.padStart(key.modulusHex.length + (key.modulusHex.length % 2), "0"), "hex"),
  )
  const first = bytes.findIndex((b) => b !== 0)
  return first < 0 ? "" : bytes.subarray(first).toString("latin1")
}
