/**
 * How much private-key work encrypted calls may cost this process. The `Encryption` header costs one RSA private-key
 * operation, which anyone may send without logging in; left unbounded, a flood of junk logins would keep the event
 * loop busy and starve every other call. So before any decryption, a request must take a token from its address's
 * bucket (a person sends a few a minute; `perAddress` a second with a burst leaves room for many people behind one NAT) and from the
 * process's bucket (`total` a second: at about 1 ms an operation, a small share of one core). A refusal is a cheap
 * 429 that names the wait. The buckets are this process's own on purpose: what they protect is this process's CPU.
 */

/** Decryptions a second one address may ask for, and its burst. */
export const perAddress = { rate: 20, burst: 40 }

/** Decryptions a second the whole process grants, and its burst. */
export const total = { rate: 300, burst: 300 }

/** Most addresses remembered (the oldest buckets, full again by then anyway, are forgotten first). */
const maxAddresses = 50_000

interface Bucket {
  tokens: number
  at: number
}

const take = (bucket: Bucket, limit: { rate: number; burst: number }, now: number): boolean => {
  bucket.tokens = Math.min(limit.burst, bucket.tokens + ((now - bucket.at) / 1000) * limit.rate)
  bucket.at = now
  if (bucket.tokens < 1) return false
  bucket.tokens -= 1
  return true
}

/** The budget of one process. */
export interface DecryptionBudget {
  /** Takes one decryption for `address` at `now` (epoch ms): "ok", or who is over the budget. */
  readonly take: (address: string, now: number) => "ok" | "address" | "process"
}

export const makeDecryptionBudget = (): DecryptionBudget => {
  const addresses = new Map<string, Bucket>()
  const process: Bucket = { tokens: total.burst, at: 0 }
  return {
    take: (address, now) => {
      let bucket = addresses.get(address)
      if (bucket === undefined) {
        if (addresses.size >= maxAddresses) {
          const oldest = addresses.keys().next().value
          if (oldest !== undefined) addresses.delete(oldest)
        }
        bucket = { tokens: perAddress.burst, at: now }
      } else addresses.delete(address)
      // Re-inserted last: the map's order is then least recently used first.
      addresses.set(address, bucket)
      if (!take(bucket, perAddress, now)) return "address"
      // A refused process-wide token gives the address's back: the address did nothing wrong.
      if (!take(process, total, now)) {
        bucket.tokens += 1
        return "process"
      }
      return "ok"
    },
  }
}
