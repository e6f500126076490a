/**
 * Opening an encrypted request (wire notes section 3): the `Encryption` header holds the 16-character key under raw
 * RSA; the body `{ "value": base64(DES(JSON)) }`. A key seen before is refused, so a captured body cannot be replayed.
 */

import { createHash } from "node:crypto"
import { type ErrorCode, gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { encryptKey } from "../../core/contract/encryptionKey.ts"
import type { Queryable } from "../db/Database.ts"
import { desDecrypt, desEncrypt } from "./des.ts"
import { decryptHeader, type RsaKey } from "./rsaKey.ts"

/** The encryption keys already used within the replay window, and the claim of a new one. */
export interface SeenKeys {
  /** Records a key; false when it was already used within the window. */
  readonly claim: (key: string, now: number) => Promise<boolean>
}

/** How long a used key is remembered: a day. */
export const replayWindowMs = 24 * 60 * 60 * 1000

/** How often an instance deletes the keys older than the window. */
const pruneEveryMs = 60 * 1000

/**
 * The used keys in the database (`used_encryption_keys`, by the key's SHA-256), shared by every instance and kept
 * across restarts. The claim is one atomic upsert: of two requests with one key, on one instance or two, one wins.
 */
export const seenKeysIn = (db: Queryable, windowMs = replayWindowMs): SeenKeys => {
  let prunedAt = 0
  return {
    claim: async (key, now) => {
      if (now - prunedAt > pruneEveryMs) {
        prunedAt = now
        await db.query("delete from used_encryption_keys where used_at < $1", [new Date(now - windowMs)])
      }
      const rows = await db.query(
        `insert into used_encryption_keys (key_hash, used_at) values ($1, $2)
         on conflict (key_hash) do update set used_at = excluded.used_at where used_encryption_keys.used_at < $3
         returning 1`,
        [createHash("sha256").update(key).digest("hex"), new Date(now), new Date(now - windowMs)],
      )
      return rows.length === 1
    },
  }
}

/** Used keys in this process's memory, at most `max` of them (tests, and tools that open recorded bodies). */
export const seenKeysInMemory = (windowMs = replayWindowMs, max = 100_000): SeenKeys => {
  const seen = new Map<string, number>()
  return {
    claim: async (key, now) => {
      const at = seen.get(key)
      if (at !== undefined && now - at <= windowMs) return false
      seen.delete(key)
      // Oldest first (insertion order): the expired go, then, past the bound, the oldest of the window.
      if (seen.size >= max) for (const [k, t] of seen) if (now - t > windowMs || seen.size >= max) seen.delete(k)
      seen.set(key, now)
      return true
    },
  }
}

export type Opened =
  | { readonly ok: true; readonly json: unknown }
  | { readonly ok: false; readonly errorCode: ErrorCode; readonly message: string; readonly status?: number }

/** Longest `Encryption` header: one block of a 4096-bit modulus (the platform's is 1024). */
const maxHeaderLength = 1024

/**
 * Decrypts an encrypted body; never throws but for the database's failures and `decrypt`'s refusals. Everything
 * cheap comes first: the header's and the body's shape, then the caller's decryption budget (`admit`), and only then
 * the RSA work, by `decrypt` (the server's runs in a worker thread under the admission: crypto/rsaPool.ts).
 */
export const openEncrypted = async (
  key: RsaKey,
  seen: SeenKeys,
  header: string | undefined,
  body: unknown,
  now: number,
  admit: () => Opened | undefined = () => undefined,
  decrypt: (header: string) => Promise<string | undefined> = async (h) => decryptHeader(key, h),
): Promise<Opened> => {
  if (header === undefined || header === "") {
    return { ok: false, errorCode: gatewayCodes.bodyRequired, message: "Encryption header required" }
  }
  if (header.length > maxHeaderLength || !/^\s*[0-9a-fA-F]+\s*$/.test(header))
    return { ok: false, errorCode: gatewayCodes.decryptFailed, message: "Encryption header: one hex block required" }
  const value = typeof body === "object" && body !== null ? (body as { value?: unknown }).value : undefined
  if (typeof value !== "string") return { ok: false, errorCode: gatewayCodes.bodyRequired, message: "value required" }
  if (value.length === 0 || value.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value))
    return { ok: false, errorCode: gatewayCodes.decryptFailed, message: "value: base64 of the encrypted body required" }
  const refusal = admit()
  if (refusal !== undefined) return refusal
  const desKey = await decrypt(header)
  if (desKey === undefined || desKey.length < 8) {
    return { ok: false, errorCode: gatewayCodes.decryptFailed, message: "Encryption header does not decrypt" }
  }
  if (!(await seen.claim(desKey, now))) {
    return { ok: false, errorCode: gatewayCodes.replayed, message: "This request was already sent" }
  }
  const text = desDecrypt(value, desKey)
  if (text === undefined) return { ok: false, errorCode: gatewayCodes.decryptFailed, message: "value does not decrypt" }
  try {
    return { ok: true, json: JSON.parse(text) }
  } catch {
    return { ok: false, errorCode: gatewayCodes.badRequest, message: "value is not JSON" }
  }
}

/**
 * The client's side, for tests and the replay tool in Node: encrypts `json` with a random 16-character key the way
 * the platform's script does (reverse, pack little-endian into 16-bit digits, raw RSA, hex).
 */
export const sealForTest = (modulusHex: string, desKey: string, json: unknown) => ({
  header: encryptKey(BigInt(`0x${modulusHex}`), desKey),
  body: { value: desEncrypt(JSON.stringify(json), desKey) },
})
