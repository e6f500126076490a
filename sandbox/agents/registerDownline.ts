/**
 * The register centre (spec section 2 agent centre "account (register center)"; our call `PUT
 * /wps/agent/downline/register`, core/contract/api/agent.ts): an agent (types 1, 2, 41, 42; anyone else 403
 * `agent_only`) opens a member account (type 0) whose upline is the agent. The form is checked server-side by the
 * brand's registration rules as the member registration checks them (core/validation/DownlineRegisterForm.ts over
 * RegisterForm.ts), the same refusals follow: a taken username is `account_exists`, a taken mobile number
 * `mobile_exists`. An agent may open at most `registrationsPerHour` accounts an hour (429 `TOO_MANY_REQUESTS`, our
 * choice): the limit counts the agent's own downlines rather than the address, since the caller is known and an
 * agent's office should not use up the anonymous sign-up quota of its address (the row keeps no registration address).
 *
 * The row is written by the member registration's own insert (accounts/insertMember.ts): the password scrypt-hashed,
 * an empty main wallet, its own referral code, the agent's language; unlike a registration it is not logged in (no
 * session is opened), knows no address yet (its first login adds one) and its first login runs the first-login action.
 */

import type { Api } from "../../core/contract/Api.ts"
import { accountCodes, gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { validateDownlineRegister } from "../../core/validation/DownlineRegisterForm.ts"
import { readBrand } from "../accounts/brandSettings.ts"
import { insertMember } from "../accounts/insertMember.ts"
import { memberByAccount } from "../accounts/members.ts"
import { normalizeMobile } from "../accounts/mobileNumber.ts"
import { refuseProblems } from "../accounts/problemMessage.ts"
import { defaultDialingCode, registrationsPerHour } from "../accounts/registration.ts"
import { refuseNul } from "../accounts/textGuard.ts"
import { hashPassword } from "../auth/passwords.ts"
import { portalTime } from "../games/portalTime.ts"
import { ApiError, badRequest } from "../http/ApiError.ts"
import type { Handler } from "../http/Context.ts"
import { agentCaller } from "../money/callers.ts"

/** The member type of the accounts the register centre opens. */
export const downlineType = 0

const taken = () => new ApiError(400, accountCodes.accountExists, "This username is already taken")

export const registerDownline: Handler<Api["registerDownline"]> = async (ctx, request) => {
  const caller = agentCaller(ctx)
  refuseNul(request)
  const { db } = ctx.services
  const checked = validateDownlineRegister(request, (await readBrand(db)).rules)
  if (checked._tag === "Invalid") throw refuseProblems(checked.problems)!
  const form = checked.value
  if (form.password.length > 128) throw badRequest("password", "at most 128 characters")
  const mobile = form.mobileNum === undefined ? undefined : normalizeMobile(form.mobileNum, "mobileNum")

  const [recent] = await db.query<{ n: string }>(
    "select count(*) as n from members where upline_id = $1 and created_at > $2",
    [caller.memberId, new Date(ctx.now - 60 * 60 * 1000)],
  )
  if (Number(recent?.n ?? 0) >= registrationsPerHour)
    throw new ApiError(429, gatewayCodes.tooManyRequests, "Too many accounts opened this hour, try again later")
  if ((await memberByAccount(db, form.username)) !== undefined) throw taken()
  if (mobile !== undefined) {
    const [used] = await db.query("select 1 from members where mobile = $1", [mobile])
    if (used !== undefined)
      throw new ApiError(400, accountCodes.mobileExists, "This mobile number is already registered")
  }

  const hash = await hashPassword(form.password)
  const [agent] = await db.query<{ language: string }>("select language from members where id = $1", [caller.memberId])
  const id = await insertMember(db, {
    account: form.username,
    passwordHash: hash,
    nickname: form.username,
    type: downlineType,
    uplineId: caller.memberId,
    mobile: mobile === undefined ? undefined : { number: mobile, dialingCode: defaultDialingCode },
    email: form.email,
    payeeName: form.payeeName,
    firstTimeLogin: true,
    language: agent?.language ?? "EN",
    now: ctx.now,
  })
  if (id === undefined) throw taken()
  return { account: form.username, type: downlineType, registerTime: portalTime(ctx.now) }
}
