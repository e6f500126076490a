/** Password hashing with scrypt (node:crypto): `scrypt$N$r$p$salt$hash`, compared in constant time. */
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto"

const N = 16384
const r = 8
const p = 1
const keyLength = 32

const scrypt = (password: string, salt: Buffer, n: number, rr: number, pp: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keyLength, { N: n, r: rr, p: pp, maxmem: 64 * 1024 * 1024 }, (e, key) =>
      e ? reject(e) : resolve(key),
    ),
  )

/** Hashes a password with a fresh salt. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, N, r, p)
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`
}

/** True when the password matches the stored hash. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, rr, pp, salt, hash] = stored.split("$")
  if (scheme !== "scrypt" || salt === undefined || hash === undefined) return false
  const expected = Buffer.from(hash, "base64")
  const key = await scrypt(password, Buffer.from(salt, "base64"), Number(n), Number(rr), Number(pp))
  return key.length === expected.length && timingSafeEqual(key, expected)
}
