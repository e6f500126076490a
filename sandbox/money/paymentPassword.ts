/**
 * The payment password that confirms withdrawals and agent transfers (our call `POST /wps/member/password/payment`,
 * encrypted): set by a member who proves it is them with the login password, in the format of the brand's
 * registration rule for `paymentPassword` (6 digits by default), hashed with scrypt like the login password; and the
 * checks of the passwords that confirm money calls (the payment password, or the login password for the points
 * mall). Five wrong ones in a row lock the confirmations for 15 minutes (a 6-digit secret must not be guessable by
 * trying).
 */

import type { Api } from "../../core/contract/Api.ts"
import { accountCodes, moneyCodes } from "../../core/contract/ErrorCode.ts"
import { compile } from "../../core/validation/AcceptedPattern.ts"
import { readBrand } from "../accounts/brandSettings.ts"
import { attempt, clearFailures, lockedRefusal } from "../accounts/loginFailures.ts"
import { hashPassword, verifyPassword } from "../auth/passwords.ts"
import type { Queryable } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"
import type { Handler } from "../http/Context.ts"
import { realMember } from "./callers.ts"

/** Wrong attempts in a row that lock the payment password. */
export const maxPaymentPasswordFailures = 5

/** How long a lock lasts. */
export const paymentPasswordLockMs = 15 * 60 * 1000

const defaultFormat = { minLength: 6, maxLength: 6, pattern: compile("^\\d+$") }

/**
 * The format of the brand's rule, its pattern read as registration reads a rule's (core's AcceptedPattern: the whole
 * value must match, `\p{...}` classes work); the default for a rule without a pattern, with `*`, or with one that
 * does not compile (the brand's misconfiguration must not leave the payment password without a format).
 */
const formatOf = async (db: Queryable) => {
  const rule = (await readBrand(db)).rules.paymentPassword
  if (rule?.acceptedPattern == null || rule.acceptedPattern === "*") return defaultFormat
  const pattern = compile(rule.acceptedPattern)
  if (pattern.invalid) return defaultFormat
  return { minLength: Number(rule.minLength ?? 6), maxLength: Number(rule.maxLength ?? 6), pattern }
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
      moneyCodes.paymentPasswordFormat,
      `paymentPassword: ${format.minLength === format.maxLength ? format.minLength : `${format.minLength} to ${format.maxLength}`} characters${format.pattern.source === "^\\d+$" ? ", digits only" : " in the brand's format"}`,
    )
  if (request.paymentPassword !== request.confirmPaymentPassword)
    throw new ApiError(400, accountCodes.inconsistentTwice, "confirmPaymentPassword: the two passwords differ")
  const hash = await hashPassword(request.paymentPassword)
  await db.transaction(async (tx) => {
    await tx.query("update members set payment_password_hash = $2 where id = $1", [caller.memberId, hash])
    await clearFailures(tx, [counterOf(caller.memberId).subject])
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

const locked = (until: number) => lockedRefusal(moneyCodes.passwordLocked, "Too many wrong passwords", until)

/** The counter of a member's wrong confirmation passwords (claimed before each check: loginFailures.ts). */
const counterOf = (memberId: number) => ({
  subject: `payment:${memberId}`,
  limit: maxPaymentPasswordFailures,
  windowMs: paymentPasswordLockMs,
})

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
  const hash = row?.hash
  if (hash == null)
    throw new ApiError(400, moneyCodes.paymentPasswordNotSet, "Set a payment password in the security centre first")
  const checked = await attempt(
    db,
    counterOf(memberId),
    now,
    locked,
    async () => password.length > 0 && password.length <= 100 && (await verifyPassword(password, hash)),
  )
  if (checked.ok) return
  if (checked.failures >= maxPaymentPasswordFailures) throw locked(now + paymentPasswordLockMs)
  throw which === "payment"
    ? new ApiError(400, moneyCodes.paymentPasswordIncorrect, "paymentPassword: the payment password is not correct")
    : new ApiError(400, moneyCodes.passwordIncorrect, "password: the password is not correct")
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
