/**
 * Idempotent money movements: the key is claimed in the same transaction as the postings. Same key and
 * same body gives the same answer without moving money again; the same key with another body is refused (422); the
 * same key while its first request is still in flight is refused (409). Keys are scoped by member.
 */

import { createHash } from "node:crypto"
import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import type { Database, Transaction } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"

const inFlight = new Set<string>()

const canonical = (u: unknown): string =>
  JSON.stringify(u, (_k, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  )

type Seen<T> = { readonly request_hash: string; readonly response: T }

const lookup = "select request_hash, response from idempotency_keys where key = $1"

/** The stored answer of a replay: the same request's result, or 422 when the key came with another request. */
const replayOf = <T>(seen: Seen<T>, requestHash: string): T => {
  if (seen.request_hash !== requestHash)
    throw new ApiError(422, gatewayCodes.idempotencyKeyReused, "This idempotency key was used for another request")
  return seen.response
}

/** Thrown inside the transaction to roll back a replay's work; carries the stored row out. */
class Replayed<T> {
  constructor(readonly seen: Seen<T>) {}
}

/**
 * Runs `work` at most once per (member, key); answers a replay with the stored result. The key's lookup rides with
 * the work's first statement (Transaction.withNext: one call less per movement on the embedded engine); a replay's
 * work is then rolled back before anything is committed. When the work fails, the key is looked up again after the
 * rollback, so a replay of a request that once succeeded still gets its stored answer.
 */
export const once = async <T>(
  db: Database,
  claim: { readonly key: string; readonly memberId: number; readonly endpoint: string; readonly request: unknown },
  work: (tx: Transaction) => Promise<T>,
): Promise<T> => {
  const key = `${claim.memberId}:${claim.key}`
  const requestHash = createHash("sha256")
    .update(`${claim.endpoint}\n${canonical(claim.request)}`)
    .digest("hex")
  if (inFlight.has(key)) throw new ApiError(409, gatewayCodes.inFlight, "This request is already being processed")
  inFlight.add(key)
  try {
    return await db.transaction(async (tx) => {
      if (db.engine === "postgres") {
        const [lock] = await tx.query<{ ok: boolean }>(
          "select pg_try_advisory_xact_lock(hashtextextended($1, 0)) as ok",
          [key],
        )
        if (lock?.ok !== true) throw new ApiError(409, gatewayCodes.inFlight, "This request is already being processed")
      }
      const seen = tx.withNext<Seen<T>>(lookup, [key])
      const result = await work(tx)
      const [prior] = await seen()
      if (prior !== undefined) throw new Replayed(prior)
      tx.atCommit(
        "insert into idempotency_keys (key, member_id, endpoint, request_hash, status, response) values ($1, $2, $3, $4, 200, $5)",
        [key, claim.memberId, claim.endpoint, requestHash, JSON.stringify(result ?? null)],
      )
      return result
    })
  } catch (e) {
    if (e instanceof Replayed) return replayOf(e.seen as Seen<T>, requestHash)
    if (e instanceof ApiError && e.status === 409) throw e
    // The work failed: a replay of a request that succeeded before gets its stored answer, not this failure.
    const [prior] = await db.query<Seen<T>>(lookup, [key])
    if (prior !== undefined) return replayOf(prior, requestHash)
    throw e
  } finally {
    inFlight.delete(key)
  }
}
