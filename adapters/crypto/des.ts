/**
 * Single DES in ECB mode with PKCS#7 padding (wire notes section 3): the platform's cipher for encrypted request
 * bodies and customer-service links. The browser's WebCrypto has no DES, so it is written here, small and plain,
 * and checked against node:crypto's `des-ede3-ecb` with the key repeated three times (the same cipher). It lives in
 * the lazy crypto chunk: nothing loads it until an encrypted call is made.
 *
 * Bits are handled as arrays of 0/1 so each step reads like the standard (FIPS 46-3); bodies are a few blocks, so
 * speed does not matter here.
 */

/** A DES key schedule: the 16 round keys of 48 bits. */
export type KeySchedule = ReadonlyArray<ReadonlyArray<number>>

/** Encrypts `plain` under the first 8 bytes of `key` (DES-ECB, PKCS#7). */
export const encryptEcb = (plain: Uint8Array, key: Uint8Array): Uint8Array => {
  const schedule = keySchedule(key)
  const pad = 8 - (plain.length % 8)
  const padded = new Uint8Array(plain.length + pad)
  padded.set(plain)
  padded.fill(pad, plain.length)
  const out = new Uint8Array(padded.length)
  for (let i = 0; i < padded.length; i += 8) out.set(cryptBlock(padded.subarray(i, i + 8), schedule, false), i)
  return out
}

/** Decrypts DES-ECB with PKCS#7 padding; undefined when the length or the padding is wrong. */
export const decryptEcb = (cipher: Uint8Array, key: Uint8Array): Uint8Array | undefined => {
  if (cipher.length === 0 || cipher.length % 8 !== 0) return undefined
  const schedule = keySchedule(key)
  const out = new Uint8Array(cipher.length)
  for (let i = 0; i < cipher.length; i += 8) out.set(cryptBlock(cipher.subarray(i, i + 8), schedule, true), i)
  const pad = out[out.length - 1] ?? 0
  if (pad < 1 || pad > 8) return undefined
  for (let i = out.length - pad; i < out.length; i++) if (out[i] !== pad) return undefined
  return out.subarray(0, out.length - pad)
}

/** The 16 round keys of an 8-byte key (longer keys: the first 8 bytes, as the platform's script does). */
export const keySchedule = (key: Uint8Array): KeySchedule => {
  if (key.length < 8) throw new RangeError("DES key shorter than 8 bytes")
  const bits = permute(toBits(key.subarray(0, 8)), PC1)
  let c = bits.slice(0, 28)
  let d = bits.slice(28, 56)
  return SHIFTS.map((s) => {
    c = [...c.slice(s), ...c.slice(0, s)]
    d = [...d.slice(s), ...d.slice(0, s)]
    return permute([...c, ...d], PC2)
  })
}

/** One 8-byte block through the 16 rounds; `decrypt` runs the round keys backwards. */
export const cryptBlock = (block: Uint8Array, schedule: KeySchedule, decrypt: boolean): Uint8Array => {
  const bits = permute(toBits(block), IP)
  let l = bits.slice(0, 32)
  let r = bits.slice(32, 64)
  for (let round = 0; round < 16; round++) {
    const k = schedule[decrypt ? 15 - round : round] ?? []
    const f = feistel(r, k)
    const next = l.map((b, i) => b ^ (f[i] ?? 0))
    l = r
    r = next
  }
  return fromBits(permute([...r, ...l], FP))
}

const feistel = (r: ReadonlyArray<number>, k: ReadonlyArray<number>): Array<number> => {
  const x = permute(r, E).map((b, i) => b ^ (k[i] ?? 0))
  const out: Array<number> = []
  for (let s = 0; s < 8; s++) {
    const six = x.slice(s * 6, s * 6 + 6)
    const row = ((six[0] ?? 0) << 1) | (six[5] ?? 0)
    const col = ((six[1] ?? 0) << 3) | ((six[2] ?? 0) << 2) | ((six[3] ?? 0) << 1) | (six[4] ?? 0)
    const v = SBOXES[s]?.[row * 16 + col] ?? 0
    out.push((v >> 3) & 1, (v >> 2) & 1, (v >> 1) & 1, v & 1)
  }
  return permute(out, P)
}

/** Bits of bytes, most significant first. */
const toBits = (bytes: Uint8Array): Array<number> => {
  const out: Array<number> = []
  for (const byte of bytes) for (let i = 7; i >= 0; i--) out.push((byte >> i) & 1)
  return out
}

const fromBits = (bits: ReadonlyArray<number>): Uint8Array => {
  const out = new Uint8Array(bits.length / 8)
  for (let i = 0; i < bits.length; i++) out[i >> 3] = ((out[i >> 3] ?? 0) << 1) | (bits[i] ?? 0)
  return out
}

/** Applies a permutation table of 1-based bit positions (the standard's notation). */
const permute = (bits: ReadonlyArray<number>, table: ReadonlyArray<number>): Array<number> =>
  table.map((p) => bits[p - 1] ?? 0)

// The tables of FIPS 46-3, 1-based.
const IP = [
  58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4, 62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24,
  16, 8, 57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3, 61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31,
  23, 15, 7,
]

/** The final permutation is the inverse of IP. */
const FP = IP.map((_, i) => IP.indexOf(i + 1) + 1)

/** Expansion: each 4-bit group with its neighbours' edge bits, wrapping around. */
const E = Array.from({ length: 48 }, (_, i) => {
  const group = Math.floor(i / 6)
  return ((((group * 4 + (i % 6) - 1) % 32) + 32) % 32) + 1
})

const P = [
  16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10, 2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25,
]

const PC1 = [
  57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, 10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36, 63, 55,
  47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22, 14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4,
]

const PC2 = [
  14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, 23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2, 41, 52, 31, 37, 47, 55, 30,
  40, 51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
]

const SHIFTS = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1]

const SBOXES: ReadonlyArray<ReadonlyArray<number>> = [
  [
    14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7, 0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8, 4, 1,
    14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0, 15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13,
  ],
  [
    15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10, 3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5, 0, 14,
    7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15, 13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9,
  ],
  [
    10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8, 13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1, 13, 6,
    4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7, 1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12,
  ],
  [
    7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15, 13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9, 10, 6,
    9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4, 3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14,
  ],
  [
    2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9, 14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6, 4, 2, 1,
    11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14, 11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3,
  ],
  [
    12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11, 10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8, 9, 14,
    15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6, 4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13,
  ],
  [
    4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1, 13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6, 1, 4,
    11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2, 6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12,
  ],
  [
    13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7, 1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2, 7, 11,
    4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8, 2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11,
  ],
]
