/**
 * Logins (spec section 4 "Login"; wire notes section 4): by username and password, by mobile number and SMS code
 * (`type: "sms"`: the username is the mobile, the password the code), and the second verification of a new address.
 *
 * - Username: once the account OR the caller's address has `captchaAfter` (3) recent failures, the answer of the
 *   address's live captcha must come with the login; until then a failure answers plainly, after it every failure
 *   carries `value: { captcha: true }` (wire notes section 2). A wrong password counts against both; a success clears
 *   both. An unknown account costs the same scrypt time as a known one; either waits for the admission of strangers'
 *   hashing (auth/admission.ts), whose refusal is an immediate 503 with `Retry-After`.
 * - SMS: the latest no-login code of the bound mobile, used once. It proves the phone, so it is itself a second
 *   verification: a new address is recorded without asking more. Its failures do not count towards the captcha (the
 *   SMS form has none); a code dies after five wrong guesses instead.
 * - A member logging in by password from an address not among its known ones is refused (`newIpVerification.ts`);
 *   the verification call repeats the credentials with a proof. Five wrong proofs in the failure window lock the
 *   verification with 429 `verify_locked` until the window ends.
 * - Every attempt is claimed before its secret is checked (loginFailures.ts): ten per account and thirty per address
 *   in the window, then 429 `login_locked` with the lock's end (message and `value.lockedUntil`).
 */
import { accountCodes } from "../../core/contract/ErrorCode.ts"
import type { LoginPayload } from "../../core/model/LoginPayload.ts"
import type { LoginResponse } from "../../core/model/LoginResponse.ts"
import type { SecondVerificationRequest } from "../../core/model/SecondVerification.ts"
import { verificationCodeMaxLength } from "../../core/validation/Fields.ts"
import { hashPassword, verifyPassword } from "../auth/passwords.ts"
import { ApiError, badRequest } from "../http/ApiError.ts"
import type { Context } from "../http/Context.ts"
import { readBrand } from "./brandSettings.ts"
import { consumeCaptcha } from "./captchas.ts"
import {
  accountLockAfter,
  accountSubject,
  addressLockAfter,
  addressSubject,
  attempt,
  captchaAfter,
  claimAttempt,
  lockedRefusal,
  settle,
} from "./loginFailures.ts"
import { type MemberRow, memberByAccount, memberByMobile } from "./members.ts"
import { normalizeDialingCode, normalizeMobile } from "./mobileNumber.ts"
import { methodsOf, needsVerification, proofHolds, verificationRequired } from "./newIpVerification.ts"
import { openSession } from "./openSession.ts"
import { codeRefusal, consumeSmsCode } from "./smsCodes.ts"
import { passCheck } from "./verificationChecks.ts"

/** Longest username looked at. */
export const maxUsernameLength = 64
/** Longest password looked at (anything longer is refused before hashing). */
export const maxPasswordLength = 128

/** Wrong proofs of a new address before the verification locks. */
export const maxProofFailures = 5

const captchaValue = { captcha: true }

let dummyHash: Promise<string> | undefined

/** Checks the password; an unknown account spends the same time on a throwaway hash. */
const passwordMatches = async (member: MemberRow | undefined, password: string): Promise<boolean> => {
  if (member !== undefined) return verifyPassword(password, member.passwordHash)
  dummyHash ??= hashPassword("no such account")
  await verifyPassword(password, await dummyHash)
  return false
}

const checkLengths = (username: string, password: string) => {
  if (username.trim() === "" || username.length > maxUsernameLength)
    throw badRequest("username", `1 to ${maxUsernameLength} characters required`)
  if (password === "" || password.length > maxPasswordLength)
    throw badRequest("password", `1 to ${maxPasswordLength} characters required`)
}

/**
 * The captcha gate and the password check shared by the login and the verification call: answers the member, or
 * throws the refusal (counting the failure).
 */
const checkCredentials = async (
  ctx: Context,
  username: string,
  password: string,
  captcha: string | null | undefined,
  captchaPossible: boolean,
): Promise<MemberRow> => {
  const { db } = ctx.services
  const counters = [
    { subject: accountSubject(username), limit: accountLockAfter, what: "for this account" },
    { subject: addressSubject(ctx.ip), limit: addressLockAfter, what: "from this address" },
  ] as const
  const answer = captcha?.trim() ?? ""
  // Without a captcha an attempt may only be claimed below `captchaAfter` failures; with one, up to the lock.
  const gate = captchaPossible && answer !== "" ? undefined : captchaAfter
  const claimed: Array<string> = []
  const release = () => Promise.all(claimed.map((subject) => settle(db, subject, undefined, ctx.now)))
  let failures = 0
  for (const counter of counters) {
    const claim = await claimAttempt(db, counter, ctx.now, gate)
    if ("claimed" in claim) {
      claimed.push(counter.subject)
      failures = Math.max(failures, claim.failures)
      continue
    }
    await release()
    if ("lockedUntil" in claim)
      throw lockedRefusal(accountCodes.loginLocked, `Too many failed logins ${counter.what}`, claim.lockedUntil)
    throw new ApiError(
      400,
      accountCodes.captchaRequired,
      captchaPossible
        ? "Too many failed logins: please enter the captcha"
        : "Too many failed logins: please log in again with the captcha",
      captchaValue,
    )
  }
  let member: MemberRow | undefined
  let ok: boolean
  try {
    if (failures >= captchaAfter && !(await consumeCaptcha(db, ctx.ip, answer, ctx.now)))
      throw new ApiError(400, accountCodes.captchaIncorrect, "The captcha is incorrect, please try again", captchaValue)
    member = await memberByAccount(db, username)
    // The scrypt work a stranger can cause waits for the admission's slot, or is refused at once (auth/admission.ts).
    const known = member
    ok = (await ctx.services.hashing.run(() => passwordMatches(known, password))) && member !== undefined
  } catch (e) {
    await release()
    throw e
  }
  const after = Math.max(...(await Promise.all(claimed.map((subject) => settle(db, subject, !ok, ctx.now)))))
  if (!ok || member === undefined)
    throw new ApiError(
      400,
      accountCodes.loginFailed,
      "Incorrect username or password",
      after >= captchaAfter ? captchaValue : undefined,
    )
  return member
}

/** `POST /wps/session/login` by username or SMS code. */
export const login = async (ctx: Context, request: LoginPayload): Promise<LoginResponse> => {
  checkLengths(request.username, request.password)
  if (request.type === "sms") return smsLogin(ctx, request)
  // The brand's verification check comes before the password's (spec section 4), so an unverified burst costs no
  // scrypt time; the SMS login skips it.
  if ((await readBrand(ctx.services.db)).verification) await passCheck(ctx.services.db, ctx.ip, request, ctx.now)
  const member = await checkCredentials(ctx, request.username, request.password, request.captcha, true)
  if (needsVerification(member, ctx.ip)) throw verificationRequired(member)
  return openSession(ctx, member, "username")
}

const smsLogin = async (ctx: Context, request: LoginPayload): Promise<LoginResponse> => {
  const { db } = ctx.services
  const mobile = normalizeMobile(request.username, "username")
  const member = await memberByMobile(db, mobile, normalizeDialingCode(request.countryDialingCode))
  if (member === undefined)
    throw new ApiError(400, accountCodes.mobileNotRegistered, "This mobile number is not registered")
  const check = await consumeSmsCode(db, { mobile, purpose: "login", code: request.password }, ctx.now)
  if (check !== "ok") throw codeRefusal(check)
  return openSession(ctx, member, "sms")
}

/** `POST /wps/session/login/verification`: the credentials again with a proof of the new address. */
export const loginVerification = async (ctx: Context, request: SecondVerificationRequest): Promise<LoginResponse> => {
  checkLengths(request.username, request.password)
  if (request.verifyCode.trim() === "" || request.verifyCode.length > verificationCodeMaxLength)
    throw badRequest("verifyCode", `1 to ${verificationCodeMaxLength} characters required`)
  const { db } = ctx.services
  const member = await checkCredentials(ctx, request.username, request.password, undefined, false)
  if (!methodsOf(member).includes(request.verifyType))
    throw new ApiError(
      400,
      accountCodes.verifyMethodUnavailable,
      `This account has no ${request.verifyType} to verify with`,
    )
  const proof = await attempt(
    db,
    { subject: `verify:${member.id}`, limit: maxProofFailures },
    ctx.now,
    (until) => lockedRefusal(accountCodes.verifyLocked, "Too many wrong verifications", until),
    () => proofHolds(db, member, request.verifyType, request.verifyCode, ctx.now),
  )
  if (!proof.ok)
    throw new ApiError(400, accountCodes.verifyFailed, `The ${request.verifyType} verification is incorrect`)
  return openSession(ctx, member, "verification")
}
