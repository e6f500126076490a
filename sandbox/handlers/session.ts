/**
 * Handlers of the session area's calls (core/contract/api/session.ts): logins (username, SMS, free play, new-IP
 * verification), SMS codes, captcha, registration and the affiliate check, member info, icon and language, password
 * change and recovery, logout. The rules live in sandbox/accounts/; each handler here only wires a call to them.
 */

import type { Api } from "../../core/contract/Api.ts"
import { accountCodes, gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { readBrand } from "../accounts/brandSettings.ts"
import { issueCaptcha } from "../accounts/captchas.ts"
import { freePlay } from "../accounts/freePlay.ts"
import { login, loginVerification } from "../accounts/login.ts"
import { memberIcon, memberInfo, memberLanguage } from "../accounts/memberInfo.ts"
import { memberByMobile } from "../accounts/members.ts"
import { normalizeDialingCode, normalizeMobile } from "../accounts/mobileNumber.ts"
import {
  changePassword,
  forgotPasswordByEmail,
  resetPasswordByEmail,
  resetPasswordByPhone,
} from "../accounts/passwordChanges.ts"
import { agentOfAffiliateCode, referrerOf, register } from "../accounts/registration.ts"
import { checkSmsDestination, claimSmsBudgets, type SmsPurpose, sendSmsCode } from "../accounts/smsCodes.ts"
import { refuseNul } from "../accounts/textGuard.ts"
import { issueChallenge } from "../accounts/verificationChecks.ts"
import { ApiError, badRequest } from "../http/ApiError.ts"
import { aroundEach, type Context, type Handler, type Handlers } from "../http/Context.ts"

/** Sends a code once the budgets of what it costs allow it (smsCodes.ts). */
const sendWithinBudget = async (ctx: Context, mobile: string, dialingCode: string | undefined, purpose: SmsPurpose) => {
  const { db, config } = ctx.services
  await claimSmsBudgets(db, ctx.ip, config.budgets, ctx.now)
  return {
    expiredMinutes: await sendSmsCode(
      db,
      { mobile, dialingCode, purpose, perHour: config.budgets.smsPerNumber },
      ctx.now,
    ),
  }
}

const smsLoginCode: Handler<Api["smsLoginCode"]> = async (ctx, request) => {
  const mobile = normalizeMobile(request.mobileNum, "mobileNum")
  const dialingCode = normalizeDialingCode(request.countryDialingCode)
  checkSmsDestination(dialingCode)
  if ((await memberByMobile(ctx.services.db, mobile, dialingCode)) === undefined)
    throw new ApiError(400, accountCodes.mobileNotRegistered, "This mobile number is not registered")
  return sendWithinBudget(ctx, mobile, dialingCode, "login")
}

const smsRegisterCode: Handler<Api["smsRegisterCode"]> = async (ctx, request) => {
  const mobile = normalizeMobile(request.mobileNo, "mobileNo")
  const dialingCode = normalizeDialingCode(request.countryDialingCode)
  checkSmsDestination(dialingCode)
  const [taken] = await ctx.services.db.query("select 1 from members where mobile = $1", [mobile])
  if (taken !== undefined)
    throw new ApiError(400, accountCodes.mobileExists, "This mobile number is already registered")
  return sendWithinBudget(ctx, mobile, dialingCode, "register")
}

/**
 * An affiliate code is valid when an agent holds it (`members.affiliate_code`); a referral code (sent on the register
 * page's load, wire notes section 4) when a member holds it. The referral code alone may be checked (empty `code`).
 */
const affiliate: Handler<Api["affiliate"]> = async (ctx, request) => {
  const code = request.code.trim()
  const referralCode = request.referralCode?.trim() ?? ""
  if (code.length > 32 || referralCode.length > 32 || (code === "" && referralCode === ""))
    throw badRequest("code", "an invitation or referral code of 1 to 32 characters is required")
  if (referralCode !== "" && (await referrerOf(ctx.services.db, referralCode)) === undefined)
    throw new ApiError(400, accountCodes.referralCodeInvalid, "invitation code error: no member has this referral code")
  if (code !== "" && (await agentOfAffiliateCode(ctx.services.db, code)) === undefined)
    throw new ApiError(400, accountCodes.affiliateCodeInvalid, "invitation code error")
  return null
}

const logout: Handler<Api["logout"]> = async (ctx) => {
  await ctx.services.sessions.close(ctx.caller!.token, ctx.now)
  return null
}

const handlers = {
  login,
  smsLoginCode,
  smsRegisterCode,
  captcha: async (ctx) => issueCaptcha(ctx.services.db, ctx.ip, ctx.now),
  verificationChallenge: async (ctx) => {
    if (!(await readBrand(ctx.services.db)).verification)
      throw new ApiError(404, gatewayCodes.functionNotAvailable, "This brand has no verification check")
    return issueChallenge(ctx.services.db, ctx.ip, ctx.now)
  },
  freePlay: (ctx) => freePlay(ctx),
  loginVerification,
  memberInfo,
  memberIcon,
  affiliate,
  register: (ctx, request) => register(ctx, request, "username"),
  registerMobile: (ctx, request) => register(ctx, request, "mobile"),
  changePassword,
  forgotPasswordByEmail,
  resetPasswordByEmail,
  resetPasswordByPhone,
  logout,
  memberLanguage,
} satisfies Handlers

/** Every handler, refusing first any text the database cannot store (`textGuard.ts`). */
export const sessionHandlers = aroundEach(handlers, (ctx, request, handler) => {
  refuseNul(request)
  return handler(ctx, request)
})
