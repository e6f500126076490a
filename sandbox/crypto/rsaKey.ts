/**
 * The platform's RSA key (wire notes section 3): one 1024-bit key for every instance of the platform, since a client
 * may fetch the modulus from one instance and post its encrypted login to another. Given by the environment
 * (`ARENA_RSA_PRIVATE_KEY`, a PEM or JWK private key: production), or else generated once by the first instance to
 * start and kept in the database (`platform_keys`, never committed). Its modulus is served as hex text at
 * `GET /wps/session/key/rsa`. Decryption is raw RSA (no padding: the platform's client pads nothing, and Node 20 refuses
 * PKCS#1 v1.5), OpenSSL's native operation, done by the server in worker threads (crypto/rsaPool.ts).
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
import { modPow } from "../../core/contract/encryptionKey.ts"
import type { Database, Queryable } from "../db/Database.ts"

export interface RsaKey {
  /** Modulus as lowercase hex: what the key endpoint serves. */
  readonly modulusHex: string
  readonly n: bigint
  readonly d: bigint
  /** The whole private key, as stored (with its CRT factors when known). */
  readonly jwk: JsonWebKey
  /**
   * The key for OpenSSL's raw RSA (CRT, native): about twenty times cheaper than BigInt arithmetic. A key stored
   * without its CRT factors has them recovered at load (`withFactors`).
   */
  readonly native: KeyObject
}

const fromB64url = (s: string): bigint => BigInt(`0x${Buffer.from(s, "base64url").toString("hex") || "0"}`)

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b))

/** a⁻¹ mod m (extended Euclid); a and m coprime. */
const inverse = (a: bigint, m: bigint): bigint => {
  let [r0, r1, s0, s1] = [a % m, m, 1n, 0n]
  while (r1 !== 0n) {
    const q = r0 / r1
    ;[r0, r1, s0, s1] = [r1, r0 - q * r1, s1, s0 - q * s1]
  }
  return ((s0 % m) + m) % m
}

/**
 * The CRT factors of a key known only by n, e and d (a stored key written without them): e·d − 1 is a multiple of
 * λ(n), which finds a non-trivial square root of 1 modulo n for most bases, and its gcd with n is a prime factor
 * (the standard method, NIST SP 800-56B appendix C). Done once at start, so that every key decrypts natively, in C.
 */
const withFactors = (jwk: JsonWebKey, n: bigint, e: bigint, d: bigint): JsonWebKey => {
  const k = d * e - 1n
  let r = k
  let t = 0
  while ((r & 1n) === 0n) {
    r >>= 1n
    t++
  }
  for (let g = 2n; g < 200n; g++) {
    let x = modPow(g, r, n)
    if (x === 1n || x === n - 1n) continue
    // Square until the next square is 1 (at most t times: past that, e·d − 1 is no multiple of λ(n)).
    let squares = 1
    for (let y = (x * x) % n; y !== 1n && x !== n - 1n && squares <= t; y = (x * x) % n, squares++) x = y
    if (x === n - 1n || squares > t) continue
    const p = gcd(x - 1n, n)
    const q = n / p
    if (p === 1n || p * q !== n) continue
    return {
      ...jwk,
      p: toB64url(p),
      q: toB64url(q),
      dp: toB64url(d % (p - 1n)),
      dq: toB64url(d % (q - 1n)),
      qi: toB64url(inverse(q, p)),
    }
  }
  throw new Error("RSA key: its private exponent does not match its modulus")
}

export const fromJwk = (given: JsonWebKey): RsaKey => {
  if (given.n === undefined || given.d === undefined) throw new Error("RSA key without modulus or private exponent")
  const n = fromB64url(given.n)
  const d = fromB64url(given.d)
  const full = given.p !== undefined && given.q !== undefined && given.dp !== undefined && given.dq !== undefined
  const jwk = full ? given : withFactors(given, n, fromB64url(given.e ?? "AQAB"), d)
  return {
    modulusHex: n.toString(16),
    n,
    d,
    jwk,
    native: createPrivateKey({ key: jwk, format: "jwk" }),
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
 * The one block of an `Encryption` header, shape-checked before any private-key work: ONE hex block of raw RSA (a
 * 16-character key fits one block of any modulus the platform uses), hex digits only, no longer than the modulus,
 * below it; as big-endian bytes as long as the modulus. Undefined for anything malformed.
 */
export const headerBlock = (key: RsaKey, header: string): Buffer | undefined => {
  const block = header.trim()
  const digits = Math.ceil(key.modulusHex.length / 4) * 4
  if (block.length === 0 || block.length > digits || !/^[0-9a-fA-F]+$/.test(block)) return undefined
  if (BigInt(`0x${block}`) >= key.n) return undefined
  return Buffer.from(block.padStart(key.modulusHex.length + (key.modulusHex.length % 2), "0"), "hex")
}

/**
 * The key a decrypted block carries: its big-endian bytes, leading zeros dropped, are the key's characters in their
 * original order (the client reversed the string and packed it little-endian, which cancels out).
 */
export const keyOfBlock = (bytes: Buffer): string => {
  const first = bytes.findIndex((b) => b !== 0)
  return first < 0 ? "" : bytes.subarray(first).toString("latin1")
}

/**
 * Decrypts the `Encryption` header on the calling thread (tests and tools; the server decrypts in crypto/rsaPool.ts).
 * Returns undefined for anything malformed.
 */
export const decryptHeader = (key: RsaKey, header: string): string | undefined => {
  const block = headerBlock(key, header)
  if (block === undefined) return undefined
  return keyOfBlock(privateDecrypt({ key: key.native, padding: constants.RSA_NO_PADDING }, block))
}
