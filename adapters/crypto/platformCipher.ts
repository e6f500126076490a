/**
 * The platform's encryption scheme put together (wire notes section 3), the module of the lazy crypto chunk: sealing
 * a JSON body (`Encryption` header and `{ value }`) and opening a customer-service link. Loaded only through a dynamic
 * `import()` from Encryptor.ts, so the DES code is fetched the first time an encrypted call is made.
 */

import { encryptKey, parseModulus } from "../../core/contract/encryptionKey.ts"
import { fromBase64, toBase64 } from "./base64.ts"
import { decryptEcb, encryptEcb } from "./des.ts"

const utf8 = new TextEncoder()

/** What an encrypted call sends: the `Encryption` header and the body's `value`. */
export interface Sealed {
  readonly header: string
  readonly value: string
}

/**
 * Seals a JSON text with a DES key (its first 8 bytes) and the modulus the key endpoint served as hex text;
 * undefined when that text is not a usable modulus (the platform's script says "NO RSA KEY").
 */
export const seal = (modulusText: string, key: string, json: string): Sealed | undefined => {
  const modulus = parseModulus(modulusText)
  if (modulus === undefined) return undefined
  return { header: encryptKey(modulus, key), value: toBase64(encryptEcb(utf8.encode(json), utf8.encode(key))) }
}

/**
 * The address of a customer-service `path`: plain when it starts with `http`, else base64 DES ciphertext followed by
 * its 8-character key (wire notes section 3, `desDecrypt`). Undefined when it does not decrypt to text.
 */
export const openLink = (path: string): string | undefined => {
  const p = path.trim()
  if (p.startsWith("http")) return p
  if (p.length <= 8) return undefined
  const bytes = fromBase64(p.slice(0, -8))
  if (bytes === undefined) return undefined
  const plain = decryptEcb(bytes, utf8.encode(p.slice(-8)))
  if (plain === undefined) return undefined
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(plain)
  } catch {
    return undefined
  }
}
