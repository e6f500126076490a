/**
 * Idempotent money movements (issue 3): the key is claimed in the same transaction as the postings. Same key and
 * same body gives the same answer without moving money again; the same key with another body is refused (422); the
 * same key while its first request is still in flight is refused (409). Keys are scoped by member.
 */
import { createHash } from "node:crypto"
import type { Database, Transaction } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"

const inFlight = new Set<string>()

const canonical = (u: unknown): string =>
  JSON.stringify(u, (_k, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )

/** Runs `work` at most once per (member, key); answers a replay with the stored result. */
export const once = async <T>(
  db: Database,
  claim: { readonly key: string; readonly memberId: number; readonly endpoint: string; readonly request: unknown },
  work: (tx: Transaction) => Promise<T>,
): Promise<T> => {
  const key = `${claim.memberId}:${claim.key}`
  const requestHash = createHash("sha256")
    .update(`${claim.endpoint}\n${canonical(claim.request)}`)
    .digest("hex")
  if (inFlight.has(key)) throw new ApiError(409, "request_in_flight", "This request is already being processed")
  inFlight.add(key)
  try {
    return await db.transaction(async (tx) => {
      if (db.engine === "postgres") {
        const [lock] = await tx.query<{ ok: boolean }>(
          "select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as ok",
          [key],
        )
        if (lock?.ok !== true) throw new ApiError(409, "request_in_flight", "This request is already being processed")
      }
      const [seen] = await tx.query<{ request_hash: string; response: T }>(
        "select request_hash, response from idempotency_keys where key = $1",
        [key],
      )
      if (seen !== undefined) {
        if (seen.request_hash !== requestHash) {
          throw new ApiError(422, "idempotency_key_reused", "This idempotency key was used for another request")
        }
        return seen.response
      }
      const result = await work(tx)
      tx.atCommit(
        "insert into idempotency_keys (key, member_id, endpoint, request_hash, status, response) values ($1, $2, $3, $4, 200, $5)",
        [key, claim.memberId, claim.endpoint, requestHash, JSON.stringify(result ?? null)],
      )
      return result
    })
  } finally {
    inFlight.delete(key)
  }
}
