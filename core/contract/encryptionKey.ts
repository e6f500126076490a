/**
 * The `Encryption` header of encrypted calls (wire notes section 3): the 16-character DES key, reversed, packed
 * little-endian into 16-bit digits as the old "RSA.js/BigInt.js" routine does, then raw RSA (no padding) with the
 * platform's modulus and exponent 65537, in lowercase hex (4 hex digits per 16-bit digit). Reversing and packing
 * little-endian cancel out: the server reads the integer big-endian and gets the key in its original order.
 * This is obfuscation for wire compatibility, not security: TLS protects the call (DESIGN.md, adapters/crypto).
 *
 * Pure BigInt arithmetic, here once for both sides of the wire: the client's encryptor (adapters/crypto) and the
 * reference platform's decryption (sandbox/crypto).
 */

/** The public exponent the platform's script fixes (hex 10001). */
export const exponent = 65537n

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

/** The modulus of the key endpoint's text (hex), or undefined when the text is not a usable modulus. */
export const parseModulus = (text: string): bigint | undefined => {
  const hex = text.trim()
  if (!/^[0-9a-fA-F]{16,2048}$/.test(hex)) return undefined
  const n = BigInt(`0x${hex}`)
  return n > 0xffffn ? n : undefined
}

/** The integer the old routine builds from a text: its reversed characters packed little-endian. */
export const packReversed = (text: string): bigint => {
  const reversed = [...text].reverse()
  let m = 0n
  for (let i = reversed.length - 1; i >= 0; i--) m = (m << 8n) | BigInt((reversed[i]?.charCodeAt(0) ?? 0) & 0xff)
  return m
}

/** The header value for a key: raw RSA of the packed, reversed key, lowercase hex padded to whole 16-bit digits. */
export const encryptKey = (modulus: bigint, key: string): string => {
  const m = packReversed(key)
  if (m >= modulus) throw new RangeError("key does not fit in one RSA block of this modulus")
  const hex = modPow(m, exponent, modulus).toString(16)
  return hex.padStart(Math.ceil(hex.length / 4) * 4, "0")
}

/** The key a decrypted integer carries: its big-endian bytes as characters, leading zero bytes dropped. */
export const unpackKey = (m: bigint): string => {
  let text = ""
  for (let v = m; v > 0n; v >>= 8n) text = String.fromCharCode(Number(v & 0xffn)) + text
  return text
}
