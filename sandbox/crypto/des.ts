/**
 * Single DES, ECB, PKCS#7 (wire notes section 3). Node 20's OpenSSL 3 refuses `des-ecb`; `des-ede3-ecb` with the
 * 8-byte key repeated three times is the same cipher.
 */
import { createCipheriv, createDecipheriv } from "node:crypto"

const tripled = (key: string): Buffer => {
  const k = Buffer.from(key, "utf8").subarray(0, 8)
  if (k.length < 8) throw new Error("DES key shorter than 8 bytes")
  return Buffer.concat([k, k, k])
}

/** Base64 ciphertext of a text under the first 8 bytes of `key`. */
export const desEncrypt = (plain: string, key: string): string => {
  const c = createCipheriv("des-ede3-ecb", tripled(key), null)
  return Buffer.concat([c.update(plain, "utf8"), c.final()]).toString("base64")
}

/** The text of a base64 ciphertext, or undefined when it does not decrypt. */
export const desDecrypt = (base64: string, key: string): string | undefined => {
  try {
    const d = createDecipheriv("des-ede3-ecb", tripled(key), null)
    return Buffer.concat([d.update(Buffer.from(base64, "base64")), d.final()]).toString("utf8")
  } catch {
    return undefined
  }
}
