/**
 * Registration by username and by mobile (spec sections 4 and 5; wire notes section 4), checked server-side with
 * core/validation against the brand's rules and switches (`brandSettings.ts`): the username (by username) or the
 * mobile number (by mobile, which is then also the account name), the password and its confirmation, every field
 * the rules enable, the SMS code when REGMOBVERF3 is on, the captcha when its rule is on. Then the codes: an
 * affiliate code must be an agent's (`affiliate_code`; the agent becomes the upline), a referral code a member's
 * (`referral_code`; kept as `referred_by`, and an agent referrer becomes the upline when no affiliate code names one).
 *
 * The new member (type 0) gets an empty main wallet, its own referral code, the address it registered from as its
 * first known address, and is logged in: the answer carries the token like a login (`login: true`). At most
 * `registrationsPerHour` registrations an hour from one address (429 `TOO_MANY_REQUESTS`).
 */

import { randomUUID } from "node:crypto"
import { accountCodes, gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { parseLanguage, platformCode } from "../../core/model/Language.ts"
import type { RegistrationUser } from "../../core/model/RegistrationUser.ts"
import { Modules } from "../../core/model/WhiteLabel.ts"
import { agentTypes, isAgentType } from "../../core/permissions/roles.ts"
import { validateRegister } from "../../core/validation/RegisterForm.ts"
import { enabledRule } from "../../core/validation/RuleCheck.ts"
import { hashPassword } from "../auth/passwords.ts"
import type { Queryable } from "../db/Database.ts"
import { ApiError, badRequest } from "../http/ApiError.ts"
import type { Context } from "../http/Context.ts"
import { readBrand } from "./brandSettings.ts"
import { consumeCaptcha } from "./captchas.ts"
import { insertMember } from "./insertMember.ts"
import { memberByAccount, memberById } from "./members.ts"
import { normalizeDialingCode, normalizeMobile } from "./mobileNumber.ts"
import { openSession } from "./openSession.ts"
import { refuseProblems } from "./problemMessage.ts"
import { codeRefusal, consumeSmsCode } from "./smsCodes.ts"
import { passCheck } from "./verificationChecks.ts"

/** Registrations (and demo accounts) one address may create in an hour. */
export const registrationsPerHour = 30

/** Dialing code of a number given without one (the demo brand is Philippine). */
export const defaultDialingCode = "63"

/** Refuses when the address has created too many accounts within the hour. */
export const checkAddressQuota = async (db: Queryable, ip: string, now: number): Promise<void> => {
  const [row] = await db.query<{ n: string }>(
    "select count(*) as n from members where registered_ip = $1 and created_at > $2",
    [ip, new Date(now - 60 * 60 * 1000)],
  )
  if (Number(row?.n ?? 0) >= registrationsPerHour)
    throw new ApiError(
      429,
      gatewayCodes.tooManyRequests,
      "Too many accounts created from this address, try again later",
    )
}

const filled = (s: string | undefined): string | undefined => {
  const t = s?.trim()
  return t === undefined || t === "" ? undefined : t
}

/** The agent of an affiliate code (the affiliate check and registration read it alike). */
export const agentOfAffiliateCode = async (db: Queryable, code: string): Promise<number | undefined> => {
  const [row] = await db.query<{ id: string }>(
    "select id from members where upper(affiliate_code) = upper($1) and type = any($2::int[])",
    [code, agentTypes],
  )
  return row === undefined ? undefined : Number(row.id)
}

/** The member of a referral code, with its type (the arrival check and registration read it alike). */
export const referrerOf = async (db: Queryable, code: string) => {
  const [row] = await db.query<{ id: string; type: number }>(
    "select id, type from members where upper(referral_code) = upper($1)",
    [code],
  )
  return row === undefined ? undefined : { id: Number(row.id), type: Number(row.type) }
}

/** `PUT /wps/member/register` (`by: "username"`) and `/wps/member/register/mobile` (`by: "mobile"`). */
export const register = async (
  ctx: Context,
  request: RegistrationUser,
  by: "username" | "mobile",
): Promise<{ token: string; firstTimeLogin: boolean }> => {
  const { db } = ctx.services
  const brand = await readBrand(db)
  const open =
    by === "username"
      ? brand.flags[Modules.usernameRegister] !== false && brand.flags[Modules.directRegister] !== false
      : brand.flags[Modules.mobileRegister] === true
  if (!open) throw new ApiError(403, accountCodes.registerDisabled, `Registration by ${by} is not available`)
  const smsVerification = brand.flags[Modules.registerMobileVerification] === true
  const mobilePassword = brand.flags[Modules.mobilePasswordRegister] === true

  const mobileText = by === "mobile" ? (filled(request.mobileNum) ?? request.username) : request.mobileNum
  if (by === "mobile" && filled(request.mobileNum) !== undefined && request.username.trim() !== mobileText?.trim())
    throw badRequest("username", "must be the mobile number when registering by mobile")
  const checked = validateRegister(
    { ...request, ...(mobileText === undefined ? {} : { mobileNum: mobileText }), termsAgreed: true },
    { rules: brand.rules, method: by, smsVerification, mobilePassword, ageAgreement: false },
  )
  if (checked._tag === "Invalid") throw refuseProblems(checked.problems)!
  const form = checked.value
  if (request.password.length > 128) throw badRequest("password", "at most 128 characters")

  const mobile = filled(form.mobileNum) === undefined ? undefined : normalizeMobile(form.mobileNum!, "mobileNum")
  const dialingCode = normalizeDialingCode(request.countryDialingCode) ?? defaultDialingCode
  const account = by === "mobile" ? mobile! : form.username!.trim()

  // The brand's verification check (spec section 4 "Registration"), before anything is looked up.
  if (brand.verification) await passCheck(db, ctx.ip, request, ctx.now)
  await checkAddressQuota(db, ctx.ip, ctx.now)
  if ((await memberByAccount(db, account)) !== undefined)
    throw new ApiError(400, accountCodes.accountExists, "This username is already taken")
  if (mobile !== undefined) {
    const [taken] = await db.query("select 1 from members where mobile = $1", [mobile])
    if (taken !== undefined)
      throw new ApiError(400, accountCodes.mobileExists, "This mobile number is already registered")
  }

  const affiliateCode = filled(form.affiliateCode)
  const agentId = affiliateCode === undefined ? undefined : await agentOfAffiliateCode(db, affiliateCode)
  if (affiliateCode !== undefined && agentId === undefined)
    throw new ApiError(
      400,
      accountCodes.affiliateCodeInvalid,
      "invitation code error: no agent has this affiliate code",
    )
  const referralCode = filled(request.referralCode)
  const referrer = referralCode === undefined ? undefined : await referrerOf(db, referralCode)
  if (referralCode !== undefined && referrer === undefined)
    throw new ApiError(400, accountCodes.referralCodeInvalid, "invitation code error: no member has this referral code")

  const captcha = filled(form.captcha)
  if (enabledRule(brand.rules, "captcha") !== undefined && captcha !== undefined) {
    if (!(await consumeCaptcha(db, ctx.ip, captcha, ctx.now)))
      throw new ApiError(400, accountCodes.captchaIncorrect, "The captcha is incorrect, please try again", {
        captcha: true,
      })
  }
  if (smsVerification) {
    const check = await consumeSmsCode(
      db,
      { mobile: mobile!, purpose: "register", code: form.verificationCode ?? "" },
      ctx.now,
    )
    if (check !== "ok") throw codeRefusal(check)
  }

  // A member registering by mobile without a password (MOBILENUMPASSREG3 off) logs in by SMS code.
  const asksPassword = by === "username" || mobilePassword
  const password = (asksPassword ? filled(form.password) : undefined) ?? `sms-only-${randomUUID()}`
  const paymentPassword = filled(form.paymentPassword)
  const [hash, paymentHash] = await ctx.services.hashing.run(() =>
    Promise.all([hashPassword(password), paymentPassword === undefined ? undefined : hashPassword(paymentPassword)]),
  )
  const profile = Object.fromEntries(
    (["qqNum", "line", "whatsapp", "facebook", "wechat", "idNumber"] as const)
      .map((k) => [k, filled(form[k])] as const)
      .filter(([, v]) => v !== undefined),
  )
  const upline = agentId ?? (referrer !== undefined && isAgentType(referrer.type) ? referrer.id : undefined)
  const id = await insertMember(db, {
    account,
    passwordHash: hash,
    paymentPasswordHash: paymentHash,
    nickname: filled(request.nickname)?.slice(0, 30) ?? account,
    type: 0,
    uplineId: upline,
    mobile: mobile === undefined ? undefined : { number: mobile, dialingCode },
    email: filled(form.email),
    payeeName: filled(form.payeeName),
    firstTimeLogin: false,
    language: platformCode[parseLanguage(ctx.language) ?? "en"],
    registeredIp: ctx.ip,
    referredBy: referrer?.id,
    profile,
    now: ctx.now,
  })
  if (id === undefined)
    throw new ApiError(400, accountCodes.accountExists, "This username or mobile number is already registered")
  const member = await memberById(db, id)
  const answer = await openSession(ctx, member!, "register")
  return { token: answer.token, firstTimeLogin: answer.firstTimeLogin ?? false }
}
