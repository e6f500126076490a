/**
 * Budgets on what an unauthenticated caller can make the operator pay for (DESIGN "sandbox": SMS, email, fun
 * sessions): a limit of units per subject (an address, a number, the whole platform) and fixed window. A unit is
 * claimed before the work by one conditional upsert into `spend_budgets`, shared by every instance, so a burst of N
 * parallel requests counts N and at most the limit pass. Of several budgets claimed together, a refusal by a later
 * one gives back what the earlier ones took (the caller did not spend them). The refusal names the wait until the
 * window ends (`Retry-After`).
 */
import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import type { Queryable } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"

/** A limit of `limit` units per `windowMs` for one subject; `refusal` is thrown, with the wait in seconds, past it. */
export interface Budget {
  readonly subject: string
  readonly limit: number
  readonly windowMs: number
  readonly refusal: (retryAfterSeconds: number) => ApiError
}

/** How long the counters of ended windows are kept before an instance deletes them. */
const keepMs = 24 * 60 * 60 * 1000

let prunedAt = 0

const windowOf = (b: Budget, now: number) => Math.floor(now / b.windowMs) * b.windowMs

const claimOne = async (db: Queryable, b: Budget, now: number): Promise<boolean> => {
  if (b.limit <= 0) return false
  const rows = await db.query(
    `insert into spend_budgets (subject, window_start, spent) values ($1, $2, 1)
     on conflict (subject, window_start) do update set spent = spend_budgets.spent + 1 where spend_budgets.spent < $3
     returning spent`,
    [b.subject, new Date(windowOf(b, now)), b.limit],
  )
  return rows.length === 1
}

const giveBack = (db: Queryable, b: Budget, now: number) =>
  db.query("update spend_budgets set spent = spent - 1 where subject = $1 and window_start = $2 and spent > 0", [
    b.subject,
    new Date(windowOf(b, now)),
  ])

/** Claims one unit of each budget, in order; throws the first refusal (having given back what it took). */
export const claimBudgets = async (db: Queryable, budgets: ReadonlyArray<Budget>, now: number): Promise<void> => {
  if (now - prunedAt > 60_000) {
    prunedAt = now
    await db.query("delete from spend_budgets where window_start < $1", [new Date(now - keepMs)])
  }
  const taken: Array<Budget> = []
  for (const b of budgets) {
    if (await claimOne(db, b, now)) {
      taken.push(b)
      continue
    }
    for (const t of taken) await giveBack(db, t, now)
    throw b.refusal(Math.max(1, Math.ceil((windowOf(b, now) + b.windowMs - now) / 1000)))
  }
}

/**
 * The spec's phone-auth refusal "too many requests, retry after 5 minutes" (section 8; section 9: "phone auth retry
 * after 5 minutes"): 429 `too_many_requests`.
 */
export const tooManyRequests = (what: string) => (retryAfterSeconds: number) =>
  new ApiError(
    429,
    gatewayCodes.budgetExhausted,
    `${what}: please try again in 5 minutes`,
    undefined,
    retryAfterSeconds,
  )

/** The spec's "quota not sufficient, contact customer service" (section 8): 503 `quota_exceeded`, the platform's own. */
export const quotaExceeded = (what: string) => (retryAfterSeconds: number) =>
  new ApiError(
    503,
    gatewayCodes.quotaExceeded,
    `${what}: the quota is not sufficient, please contact customer service`,
    undefined,
    retryAfterSeconds,
  )
