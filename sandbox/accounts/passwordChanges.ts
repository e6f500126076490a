/**
 * Changing and recovering a password (spec sections 3, 4 and 5), every new password checked against the brand's
 * password rule (core/validation) and hashed with scrypt:
 *
 * - Change (`POST /wps/member/password`, token): the confirmation must equal the new password, which must differ from
 *   the current one. The old password is checked when given; OUR CHOICE when it is empty (the portal asks it only
 *   when the stored one is unknown): accepted only in a session opened without a password (SMS login, free play),
 *   refused otherwise. Five wrong old passwords in the failure window lock the change (429 `password_change_locked`, with its end). Every other session of
 *   the member ends; this one goes on (the forced change then loads member info with it).
 * - Forgot by email (form post): the username and the bound email must match. The platform emails a one-time code
 *   and a link of the portal carrying it (resetCodes.ts: limits per account and per address); nothing changes until
 *   the code is used (`POST /wps/member/password/email/reset`, encrypted): then the new password is set, the
 *   member's sessions end and the account's failed logins are forgotten (the code proved the mailbox).
 * - Reset by phone (encrypted): a no-login SMS code of the bound mobile and a new password. The code proves the phone,
 *   so the caller's address joins the known ones and the failed-login counters of the account and the address are
 *   cleared (the portal logs in right after, without a captcha). Answers the account name.
 */
import { accountCodes, gatewayCodes } from "../../core/contract/ErrorCode.ts"
import type {
  ForgotPasswordByEmail,
  PasswordResetResult,
  ResetPasswordByEmail,
  ResetPasswordByPhone,
} from "../../core/model/ForgotPassword.ts"
import type { PasswordChange } from "../../core/model/PasswordChange.ts"
import * as Fields from "../../core/validation/Fields.ts"
import { claimBudgets, quotaExceeded } from "../auth/budgets.ts"
import { hashPassword, verifyPassword } from "../auth/passwords.ts"
import type { Database, Queryable } from "../db/Database.ts"
import { ApiError, badRequest, notLoggedIn } from "../http/ApiError.ts"
import type { Context } from "../http/Context.ts"
import { readBrand } from "./brandSettings.ts"
import { accountSubject, addressSubject, attempt, clearFailures, lockedRefusal } from "./loginFailures.ts"
import { sendMail } from "./mailOutbox.ts"
import { memberByAccount, memberById, memberByMobile } from "./members.ts"
import { normalizeDialingCode, normalizeMobile } from "./mobileNumber.ts"
import { loginMethodOf, passwordlessMethods } from "./openSession.ts"
import { problemMessage } from "./problemMessage.ts"
import { codeMinutes, requestReset, useResetCode } from "./resetCodes.ts"
import { codeRefusal, consumeSmsCode } from "./smsCodes.ts"

/** Wrong old passwords before the change locks. */
export const maxOldPasswordFailures = 5

/** Refuses a new password outside the brand's rule (or the fallback 6-20 characters). */
const checkNewPassword = async (db: Database, field: string, value: string): Promise<string> => {
  const problem = Fields.password(value, (await readBrand(db)).rules.password)
  if (problem !== undefined) throw new ApiError(400, gatewayCodes.badRequest, problemMessage(field, problem))
  if (value.length > 128) throw badRequest(field, "at most 128 characters")
  return value.trim()
}

/** Stores a new password: not temporary, not first-login any more, its age from now. */
const storeHash = async (db: Queryable, memberId: number, hash: string, now: number) => {
  await db.query(
    `update members set password_hash = $2, password_changed_at = $3, password_must_change = false,
            first_time_login = false
      where id = $1`,
    [memberId, hash, new Date(now)],
  )
}

const storePassword = async (db: Queryable, memberId: number, password: string, now: number) =>
  storeHash(db, memberId, await hashPassword(password), now)

/** `POST /wps/member/password`. */
export const changePassword = async (ctx: Context, request: PasswordChange): Promise<null> => {
  const caller = ctx.caller!
  const { db } = ctx.services
  if (request.confirmNewPassword.trim() !== request.newPassword.trim())
    throw new ApiError(
      400,
      accountCodes.passwordConfirmationMismatch,
      "confirmNewPassword: does not match the new password",
    )
  const newPassword = await checkNewPassword(db, "newPassword", request.newPassword)
  const member = await memberById(db, caller.memberId)
  if (member === undefined) throw notLoggedIn()
  if (request.oldPassword === "") {
    if (!passwordlessMethods.has((await loginMethodOf(ctx, caller.token)) ?? ""))
      throw new ApiError(400, accountCodes.oldPasswordRequired, "oldPassword: the current password is required")
  } else {
    // Claimed before the check, so a burst of guesses counts in full (loginFailures.ts).
    const old = await attempt(
      db,
      { subject: `password:${member.id}`, limit: maxOldPasswordFailures },
      ctx.now,
      (until) => lockedRefusal(accountCodes.passwordChangeLocked, "Too many wrong current passwords", until),
      async () => request.oldPassword.length <= 128 && (await verifyPassword(request.oldPassword, member.passwordHash)),
    )
    if (!old.ok)
      throw new ApiError(400, accountCodes.oldPasswordIncorrect, "oldPassword: the current password is incorrect")
  }
  if (await verifyPassword(newPassword, member.passwordHash))
    throw new ApiError(400, accountCodes.passwordUnchanged, "newPassword: must differ from the current password")
  await storePassword(db, member.id, newPassword, ctx.now)
  await ctx.services.sessions.closeAllOf(member.id, caller.token)
  return null
}

/** `POST /wps/member/password/email` (form). */
export const forgotPasswordByEmail = async (ctx: Context, request: ForgotPasswordByEmail): Promise<null> => {
  const { db } = ctx.services
  const username = request.username.trim()
  const email = request.email.trim()
  if (username === "" || username.length > 64) throw badRequest("username", "1 to 64 characters required")
  if (email === "" || email.length > 254) throw badRequest("email", "1 to 254 characters required")
  const found = await memberByAccount(db, username)
  const member =
    found !== undefined && found.email !== null && found.email.toLowerCase() === email.toLowerCase() ? found : undefined
  // Each email costs the operator (and a flood of them harms the domain's reputation): the platform's budget a minute
  // is claimed before a code is made, so a refused request leaves the member's last emailed code valid.
  if (member !== undefined)
    await claimBudgets(
      db,
      [
        {
          subject: "email:platform",
          limit: ctx.services.config.budgets.emailPerMinute,
          windowMs: 60_000,
          refusal: quotaExceeded("No email can be sent right now"),
        },
      ],
      ctx.now,
    )
  const request_ = await requestReset(db, { memberId: member?.id, ip: ctx.ip }, ctx.now)
  if (!("code" in request_) || member === undefined)
    throw new ApiError(400, accountCodes.usernameEmailMismatch, "The username and email do not match any account")
  const link = `${ctx.services.config.publicUrl ?? ""}/reset-password?account=${encodeURIComponent(member.account)}&code=${request_.code}`
  await sendMail(
    db,
    {
      memberId: member.id,
      to: member.email!,
      subject: "Your password reset code",
      body:
        `Hello ${member.account},\n\nYour password reset code is ${request_.code}\n\n` +
        `Open ${link} or enter the code in the portal's "Forgot password" window, with your new password. ` +
        `The code works once, for ${codeMinutes} minutes. If you did not ask for it, ignore this email: ` +
        "your password has not changed.\n",
    },
    ctx.now,
  )
  return null
}

/** `POST /wps/member/password/email/reset` (encrypted). */
export const resetPasswordByEmail = async (
  ctx: Context,
  request: ResetPasswordByEmail,
): Promise<PasswordResetResult> => {
  const { db } = ctx.services
  const username = request.username.trim()
  if (username === "" || username.length > 64) throw badRequest("username", "1 to 64 characters required")
  if (!/^\s*\d{8}\s*$/.test(request.code)) throw invalidResetCode()
  const newPassword = await checkNewPassword(db, "newPassword", request.newPassword)
  const member = await memberByAccount(db, username)
  if (member === undefined) throw invalidResetCode()
  const hash = await ctx.services.hashing.run(() => hashPassword(newPassword))
  const used = await useResetCode(db, { memberId: member.id, code: request.code }, ctx.now, (tx) =>
    storeHash(tx, member.id, hash, ctx.now),
  )
  if (!used) throw invalidResetCode()
  await clearFailures(db, [accountSubject(member.account)])
  await ctx.services.sessions.closeAllOf(member.id)
  return { account: member.account }
}

const invalidResetCode = () =>
  new ApiError(400, accountCodes.resetCodeInvalid, "code: the reset code is wrong, used or expired; ask for a new one")

/** `POST /wps/member/password/verification`. */
export const resetPasswordByPhone = async (
  ctx: Context,
  request: ResetPasswordByPhone,
): Promise<PasswordResetResult> => {
  const { db } = ctx.services
  const mobile = normalizeMobile(request.mobileNum, "mobileNum")
  if (request.verificationCode.trim() === "" || request.verificationCode.length > Fields.verificationCodeMaxLength)
    throw badRequest("verificationCode", "a valid verification code is required")
  const newPassword = await checkNewPassword(db, "newPassword", request.newPassword)
  const member = await memberByMobile(db, mobile, normalizeDialingCode(request.countryDialingCode))
  if (member === undefined)
    throw new ApiError(400, accountCodes.mobileNotRegistered, "This mobile number is not registered")
  const check = await consumeSmsCode(db, { mobile, purpose: "login", code: request.verificationCode }, ctx.now)
  if (check !== "ok") throw codeRefusal(check)
  await storePassword(db, member.id, newPassword, ctx.now)
  await db.query(
    `update members set known_ips = case when $2 = any(known_ips) then known_ips else array_append(known_ips, $2) end
      where id = $1`,
    [member.id, ctx.ip],
  )
  await clearFailures(db, [accountSubject(member.account), addressSubject(ctx.ip)])
  await ctx.services.sessions.closeAllOf(member.id)
  return { account: member.account }
}
