/**
 * Password hashing with scrypt (node:crypto): `scrypt$N$r$p$salt$hash`, compared in constant time. A hash names its
 * own cost, so a hash made at one cost is checked at that cost whatever the current one is.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto"

/** scrypt's N for new hashes: the production cost (some 40 ms a hash on one core). */
export const productionCost = 16384

/** The cheapest cost a development sandbox may use (config.ts `ARENA_PASSWORD_COST`): some 2 ms a hash. */
export const cheapestCost = 1024

let N = productionCost
const r = 8
const p = 1
const keyLength = 32

const scrypt = (password: string, salt: Buffer, n: number, rr: number, pp: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keyLength, { N: n, r: rr, p: pp, maxmem: 64 * 1024 * 1024 }, (e, key) =>
      e ? reject(e) : resolve(key),
    ),
  )

/**
 * Sets scrypt's N for the hashes this process makes from now on (config.ts has checked it). The tests' sandboxes hash
 * at the cheapest cost, as test suites of web frameworks do (Django's fast hasher): seeding the demo brand and each
 * login otherwise spend most of a sandbox test's time hashing.
 */
export const setPasswordCost = (cost: number): void => {
  N = cost
}

/** Hashes a password with a fresh salt, at this process's cost unless told another. */
export const hashPassword = async (password: string, cost: number = N): Promise<string> => {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, cost, r, p)
  return `scrypt$${cost}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`
}

/** True when the password matches the stored hash. */
export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, rr, pp, salt, hash] = stored.split("$")
  if (scheme !== "scrypt" || salt === undefined || hash === undefined) return false
  const expected = Buffer.from(hash, "base64")
  const key = await scrypt(password, Buffer.from(salt, "base64"), Number(n), Number(rr), Number(pp))
  return key.length === expected.length && timingSafeEqual(key, expected)
}
