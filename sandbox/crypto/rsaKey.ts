/**
 * The platform's RSA key (wire notes section 3): a 1024-bit key generated on first start and kept in the data
 * directory (never committed); its modulus is served as hex text at `GET /wps/session/key/rsa`. Decryption is raw
 * RSA (no padding) with BigInt arithmetic, because the platform's client pads nothing and Node 20 refuses PKCS#1 v1.5.
 */
import { generateKeyPairSync, type JsonWebKey } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"

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

/** Loads the key of the data directory, generating it (file mode 0600) on first start. */
export const loadOrCreate = (dataDir: string): RsaKey => {
  const file = join(dataDir, "rsa-key.json")
  if (existsSync(file)) return fromJwk(JSON.parse(readFileSync(file, "utf8")) as JsonWebKey)
  mkdirSync(dataDir, { recursive: true })
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024, publicExponent: 65537 })
  const jwk = privateKey.export({ format: "jwk" })
  writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 })
  return fromJwk(jwk)
}

/** A fresh key held only in memory (tests). */
export const generate = (): RsaKey => {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024, publicExponent: 65537 })
  return fromJwk(privateKey.export({ format: "jwk" }))
}

/** Modular exponentiation by squaring. */
export const modPow = (base: bigint, exp: bigint, mod: bigint): bigint => {
  let result = 1n
  let b = base % mod
  let e = exp
  while (e > 0n) {
    if (e & 1n) result = (result * b) % mod
    b = (b * b) % mod
    e >>= 1n
  }
  return result
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
    let hex = modPow(c, key.d, key.n).toString(16)
    if (hex.length % 2 === 1) hex = `0${hex}`
    text += Buffer.from(hex, "hex").toString("latin1").replace(/^\0+/, "")
  }
  return text
}
