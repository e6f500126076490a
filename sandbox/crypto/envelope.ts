/**
 * Opening an encrypted request (wire notes section 3): the `Encryption` header holds the 16-character key under raw
 * RSA; the body `{ "value": base64(DES(JSON)) }`. A key seen before is refused, so a captured body cannot be replayed.
 */
import { desDecrypt, desEncrypt } from "./des.ts"
import { decryptHeader, modPow, type RsaKey } from "./rsaKey.ts"

/** Keys already used, kept for a day (the replay window). */
export class SeenKeys {
  private readonly seen = new Map<string, number>()
  constructor(private readonly ttlMs = 24 * 60 * 60 * 1000) {}
  /** Records a key; false when it was already used within the window. */
  claim(key: string, now: number): boolean {
    if (this.seen.size > 100_000) for (const [k, t] of this.seen) if (now - t > this.ttlMs) this.seen.delete(k)
    const at = this.seen.get(key)
    if (at !== undefined && now - at <= this.ttlMs) return false
    this.seen.set(key, now)
    return true
  }
}

export type Opened =
  | { readonly ok: true; readonly json: unknown }
  | { readonly ok: false; readonly errorCode: string; readonly message: string }

/** Decrypts an encrypted body; never throws. */
export const openEncrypted = (
  key: RsaKey,
  seen: SeenKeys,
  header: string | undefined,
  body: unknown,
  now: number,
): Opened => {
  if (header === undefined || header === "") {
    return { ok: false, errorCode: "request_body_required", message: "Encryption header required" }
  }
  const value = typeof body === "object" && body !== null ? (body as { value?: unknown }).value : undefined
  if (typeof value !== "string") return { ok: false, errorCode: "request_body_required", message: "value required" }
  const desKey = decryptHeader(key, header)
  if (desKey === undefined || desKey.length < 8) {
    return { ok: false, errorCode: "request_decrypt_err", message: "Encryption header does not decrypt" }
  }
  if (!seen.claim(desKey, now)) {
    return { ok: false, errorCode: "request_replayed", message: "This request was already sent" }
  }
  const text = desDecrypt(value, desKey)
  if (text === undefined) return { ok: false, errorCode: "request_decrypt_err", message: "value does not decrypt" }
  try {
    return { ok: true, json: JSON.parse(text) }
  } catch {
    return { ok: false, errorCode: "request_param_err", message: "value is not JSON" }
  }
}

/**
 * The client's side, for tests and the replay tool in Node: encrypts `json` with a random 16-character key the way
 * the platform's script does (reverse, pack little-endian into 16-bit digits, raw RSA, hex).
 */
export const sealForTest = (modulusHex: string, desKey: string, json: unknown) => {
  const n = BigInt(`0x${modulusHex}`)
  const reversed = [...desKey].reverse().join("")
  // little-endian 16-bit digits of the reversed string == big-endian bytes of the original string
  let m = 0n
  for (let i = reversed.length - 1; i >= 0; i--) m = (m << 8n) | BigInt(reversed.charCodeAt(i) & 0xff)
  const header = modPow(m, 65537n, n).toString(16)
  return { header, body: { value: desEncrypt(JSON.stringify(json), desKey) } }
}
