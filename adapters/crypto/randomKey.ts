/**
 * The per-call DES key (wire notes section 3): 16 random alphanumeric characters. Drawn from the platform's Web
 * Crypto random source with rejection sampling, so every character is equally likely. The platform's own alphabet
 * has a typo (61 characters); the server accepts any characters, so ours is the full 62.
 */

const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

/** Fills a byte array with random values (the Web Crypto source by default). */
export type RandomBytes = (length: number) => Uint8Array

export const webRandomBytes: RandomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length))

/** A random key of `length` alphanumeric characters. */
export const randomKey = (length = 16, random: RandomBytes = webRandomBytes): string => {
  let out = ""
  // 248 = 4 × 62: bytes at or above it would make the first characters likelier.
  while (out.length < length) {
    for (const b of random(length * 2)) {
      if (b < 248 && out.length < length) out += alphabet[b % 62]
    }
  }
  return out
}
