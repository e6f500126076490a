/**
 * One-time codes of the password recovery by email (our choice, core/model/ForgotPassword.ts): a request whose
 * username and email match is answered by an emailed code of 8 digits, valid `codeMinutes`, that only the newest
 * request of the account holds; the password changes only when the code is used. Requests are limited per account
 * and per address, mismatches included (they would otherwise probe which username goes with which email), and the
 * count and the new row are taken under both subjects' locks in one transaction, so a burst cannot pass a limit.
 * A guess is claimed before it is compared (one conditional UPDATE adds it to the code's attempts while fewer than
 * `maxGuesses`), so guesses sent together count one by one. Only the code's SHA-256 is stored.
 */

import { createHash, randomInt, timingSafeEqual } from "node:crypto"
import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import type { Database, Transaction } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"
import { lockEndText } from "./loginFailures.ts"

/** How long an emailed code may be used. */
export const codeMinutes = 30

/** Requests a member's account may make in an hour. */
export const accountRequestsPerHour = 5

/** Requests one address may make in an hour, whatever the accounts named. */
export const addressRequestsPerHour = 20

/** Wrong codes after which a code is spent. */
export const maxGuesses = 5

const hourMs = 60 * 60 * 1000

const hashOf = (code: string) => createHash("sha256").update(code).digest("hex")

const tooMany = (what: string, oldest: Date) =>
  new ApiError(
    429,
    gatewayCodes.tooManyRequests,
    `${what}: try again after ${lockEndText(new Date(oldest).getTime() + hourMs)}`,
    { lockedUntil: new Date(oldest).getTime() + hourMs },
  )

/** What a request found: a new code for the member, or no account with that username and email. */
export type ResetRequest = { readonly code: string } | { readonly mismatch: true }

/**
 * Records a request from `ip` for `memberId` (undefined: the username and email matched nothing) and, for a member,
 * makes its new code, which replaces any older one. Refuses with 429 past either limit.
 */
export const requestReset = (
  db: Database,
  request: { readonly memberId: number | undefined; readonly ip: string },
  now: number,
): Promise<ResetRequest> =>
  db.transaction(async (tx) => {
    // Locks in one order (address, then account), so two requests never wait on each other crosswise.
    if (db.engine === "postgres") {
      await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`reset:ip:${request.ip}`])
      if (request.memberId !== undefined)
        await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`reset:member:${request.memberId}`])
    }
    const since = new Date(now - hourMs)
    const [byAddress] = await tx.query<{ n: string; oldest: Date }>(
      "select count(*) as n, min(created_at) as oldest from password_resets where requested_ip = $1 and created_at > $2",
      [request.ip, since],
    )
    if (Number(byAddress?.n ?? 0) >= addressRequestsPerHour)
      throw tooMany("Too many password recovery requests from this address", byAddress!.oldest)
    if (request.memberId === undefined) {
      await tx.query("insert into password_resets (requested_ip, created_at) values ($1, $2)", [
        request.ip,
        new Date(now),
      ])
      return { mismatch: true }
    }
    const [byAccount] = await tx.query<{ n: string; oldest: Date }>(
      "select count(*) as n, min(created_at) as oldest from password_resets where member_id = $1 and created_at > $2",
      [request.memberId, since],
    )
    if (Number(byAccount?.n ?? 0) >= accountRequestsPerHour)
      throw tooMany("Too many password recovery emails for this account", byAccount!.oldest)
    const code = String(randomInt(100_000_000)).padStart(8, "0")
    await tx.query(
      `insert into password_resets (member_id, requested_ip, created_at, code_hash, expires_at)
       values ($1, $2, $3, $4, $5)`,
      [request.memberId, request.ip, new Date(now), hashOf(code), new Date(now + codeMinutes * 60_000)],
    )
    return { code }
  })

/**
 * Spends the member's newest code if `code` is it, then runs `use` (storing the new password) in the same
 * transaction; answers false for a wrong, spent, expired or superseded code, or one past its guesses.
 */
export const useResetCode = async (
  db: Database,
  attempt: { readonly memberId: number; readonly code: string },
  now: number,
  use: (tx: Transaction) => Promise<void>,
): Promise<boolean> => {
  const [claimed] = await db.query<{ id: string; code_hash: string }>(
    `update password_resets set attempts = attempts + 1
      where id = (select id from password_resets where member_id = $1 and code_hash is not null
                   order by created_at desc, id desc limit 1)
        and used_at is null and expires_at > $2 and attempts < $3
      returning id, code_hash`,
    [attempt.memberId, new Date(now), maxGuesses],
  )
  if (claimed === undefined) return false
  const given = Buffer.from(hashOf(attempt.code.trim()))
  if (!timingSafeEqual(given, Buffer.from(claimed.code_hash))) return false
  return db.transaction(async (tx) => {
    const spent = await tx.query(
      "update password_resets set used_at = $2 where id = $1 and used_at is null returning id",
      [claimed.id, new Date(now)],
    )
    if (spent.length === 0) return false
    await use(tx)
    return true
  })
}
