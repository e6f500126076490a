/**
 * The payment password that confirms withdrawals and agent transfers (our call `POST /wps/member/password/payment`,
 * encrypted): set by a member who proves it is them with the login password, in the format of the brand's
 * registration rule for `paymentPassword` (6 digits by default), hashed with scrypt like the login password; and the
 * checks of the passwords that confirm money calls (the payment password, or the login password for the points
 * mall). Five wrong ones in a row lock the confirmations for 15 minutes (a 6-digit secret must not be guessable by
 * trying).
 */
import type { Api } from "../../core/contract/Api.ts"
import { readBrand } from "../accounts/brandSettings.ts"
import { lockedRefusal } from "../accounts/loginFailures.ts"
import { hashPassword, verifyPassword } from "../auth/passwords.ts"
import type { Queryable } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"
import type { Handler } from "../http/Context.ts"
import { realMember } from "./callers.ts"
import { ms, num } from "./rows.ts"

/** Wrong attempts in a row that lock the payment password. */
export const maxPaymentPasswordFailures = 5

/** How long a lock lasts. */
export const paymentPasswordLockMs = 15 * 60 * 1000

const defaultFormat = { minLength: 6, maxLength: 6, pattern: /^\d+$/ }

const formatOf = async (db: Queryable) => {
  const rule = (await readBrand(db)).rules.paymentPassword
  if (rule?.acceptedPattern == null || rule.acceptedPattern === "*") return defaultFormat
  try {
    return {
      minLength: Number(rule.minLength ?? 6),
      maxLength: Number(rule.maxLength ?? 6),
      pattern: new RegExp(rule.acceptedPattern),
    }
  } catch {
    return defaultFormat
  }
}

export const paymentPassword: Handler<Api["paymentPassword"]> = async (ctx, request) => {
  const caller = realMember(ctx)
  const db = ctx.services.db
  await checkLoginPassword(db, caller.memberId, request.loginPassword, ctx.now)
  const format = await formatOf(db)
  const length = [...request.paymentPassword].length
  if (length < format.minLength || length > format.maxLength || !format.pattern.test(request.paymentPassword))
    throw new ApiError(
      400,
      "payment_password_format",
      `paymentPassword: ${format.minLength === format.maxLength ? format.minLength : `${format.minLength} to ${format.maxLength}`} characters${format.pattern.source === "^\\d+$" ? ", digits only" : " in the brand's format"}`,
    )
  if (request.paymentPassword !== request.confirmPaymentPassword)
    throw new ApiError(400, "inconsistent_twice", "confirmPaymentPassword: the two passwords differ")
  const hash = await hashPassword(request.paymentPassword)
  await db.transaction(async (tx) => {
    await tx.query("update members set payment_password_hash = $2 where id = $1", [caller.memberId, hash])
    await tx.query("delete from password_confirmation_failures where member_id = $1", [caller.memberId])
  })
  return null
}

/** True when the member has a payment password. */
export const hasPaymentPassword = async (db: Queryable, memberId: number): Promise<boolean> => {
  const [row] = await db.query<{ set: boolean }>(
    "select payment_password_hash is not null as set from members where id = $1",
    [memberId],
  )
  return row?.set === true
}

const locked = (until: number) => lockedRefusal("password_locked", "Too many wrong passwords", until)

/**
 * Claims one attempt at the member's confirmation password before it is checked (one conditional upsert, so N guesses
 * sent together count as N): answers the attempt's number, or the end of the lock. The attempt that reaches the
 * limit sets the lock; a right password (`release`) lifts it.
 */
const claim = async (db: Queryable, memberId: number, now: number): Promise<number | { lockedUntil: number }> => {
  const [row] = await db.query<{ failures: unknown }>(
    `insert into password_confirmation_failures as f (member_id, failures, locked_until)
       values ($1, 1, case when 1 >= $3 then $4::timestamptz end)
     on conflict (member_id) do update
       set failures = case when f.locked_until <= $2 then 1 else f.failures + 1 end,
           locked_until = case when f.locked_until is null and f.failures + 1 >= $3 then $4::timestamptz end
       where f.locked_until is null or f.locked_until <= $2
     returning failures`,
    [memberId, new Date(now), maxPaymentPasswordFailures, new Date(now + paymentPasswordLockMs)],
  )
  if (row !== undefined) return num(row.failures)
  const [lock] = await db.query<{ locked_until: unknown }>(
    "select locked_until from password_confirmation_failures where member_id = $1",
    [memberId],
  )
  return { lockedUntil: ms(lock?.locked_until) ?? now }
}

/** Checks a password against a stored hash, its attempt claimed first; locks after too many wrong ones. */
const confirm = async (
  db: Queryable,
  memberId: number,
  password: string,
  now: number,
  which: "payment" | "login",
): Promise<void> => {
  const [row] = await db.query<{ hash: string | null }>(
    `select ${which === "payment" ? "payment_password_hash" : "password_hash"} as hash from members where id = $1`,
    [memberId],
  )
  if (row?.hash == null)
    throw new ApiError(400, "payment_password_not_set", "Set a payment password in the security centre first")
  const attempt = await claim(db, memberId, now)
  if (typeof attempt !== "number") throw locked(attempt.lockedUntil)
  if (password.length > 0 && password.length <= 100 && (await verifyPassword(password, row.hash))) {
    await db.query("delete from password_confirmation_failures where member_id = $1", [memberId])
    return
  }
  if (attempt >= maxPaymentPasswordFailures) throw locked(now + paymentPasswordLockMs)
  throw which === "payment"
    ? new ApiError(400, "payment_password_incorrect", "paymentPassword: the payment password is not correct")
    : new ApiError(400, "password_incorrect", "password: the password is not correct")
}

/**
 * Checks a member's payment password; refuses with 400 `payment_password_not_set`, 400 `payment_password_incorrect`
 * or 429 `password_locked`.
 */
export const checkPaymentPassword = (db: Queryable, memberId: number, password: string, now: number) =>
  confirm(db, memberId, password, now, "payment")

/** Checks the login password that confirms a points redemption or conversion; 400 `password_incorrect`, 429. */
export const checkLoginPassword = (db: Queryable, memberId: number, password: string, now: number) =>
  confirm(db, memberId, password, now, "login")
