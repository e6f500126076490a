/**
 * The member's own data (spec section 3 "Member info"; wire notes section 5): id, account, nickname, type, the
 * previous login (`yyyy-MM-dd HH:mm:ss` in the brand's GMT+8, spec section 2), whether it may transfer to its upline,
 * the first-login flag, the club label (the VIP rank, type "AUTO") and the member labels (the operator's label, when
 * one is set, in the language the call carries). Also the avatar address and the language update.
 */
import { type Language, parseLanguage, platformCode } from "../../core/model/Language.ts"
import { defaultLabelColor, type MemberInfo } from "../../core/model/MemberInfo.ts"
import { wireTimeText } from "../../core/model/WireTime.ts"
import { seededText } from "../content/seededTexts.ts"
import { badRequest, notLoggedIn } from "../http/ApiError.ts"
import type { Context } from "../http/Context.ts"
import { avatarCount } from "./avatar.ts"
import { memberById } from "./members.ts"

/** Colours of the VIP ranks' club labels, from rank 0 (rank 0 wears the default label colour, spec section 3). */
const rankColours = [defaultLabelColor, "#B08D57", "#A8A9AD", "#E5B64B", "#8FD3E8", "#B38BE0"]

/** `GET /wps/member/info`. */
export const memberInfo = async (ctx: Context): Promise<MemberInfo> => {
  const member = await memberById(ctx.services.db, ctx.caller!.memberId)
  if (member === undefined) throw notLoggedIn()
  const rank = Math.max(0, member.vipLevel)
  const lastLogin = member.previousLoginAt ?? member.lastLoginAt
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname ?? member.account,
    type: member.type,
    lastLogin: lastLogin === null ? null : wireTimeText(lastLogin),
    toUpline: member.uplineId !== null && member.type !== 4,
    firstTimeLogin: member.firstTimeLogin,
    clubLabel: {
      labelName: `VIP ${rank}`,
      labelId: rank,
      type: "AUTO",
      rankLevel: rank,
      color: rankColours[Math.min(rank, rankColours.length - 1)]!,
    },
    memberLabel:
      member.labelName === null
        ? []
        : [
            {
              labelName: seededText(ctx.language, member.labelName),
              labelId: `L${member.id}`,
              type: "MANUAL",
              color: member.labelColor,
            },
          ],
    customerId: member.id,
    // The "my account" page's security facts (core/model/MemberSecurity.ts), masked as a platform masks them.
    mobileNum: member.mobile === null ? null : maskMobile(member.mobile),
    email: member.email === null ? null : maskEmail(member.email),
    lastLoginIp: member.knownIps.at(-1)?.replace(/^::ffff:/, "") ?? null,
    googleBound: member.googleCode !== null,
  }
}

/** `****5678`: only the last four digits of a mobile number leave the platform. */
export const maskMobile = (mobile: string): string => `****${mobile.slice(-4)}`

/** `a***@mail.test`: the first character and the domain of an email. */
export const maskEmail = (email: string): string => {
  const at = email.indexOf("@")
  return at <= 0 ? "***" : `${email.slice(0, 1)}***${email.slice(at)}`
}

/** `GET /wps/member/info/icon`: the address of the member's avatar (one of the sandbox's drawings, by id). */
export const memberIcon = async (ctx: Context): Promise<{ address: string }> => ({
  address: `/images/avatars/${(ctx.caller!.memberId % avatarCount) + 1}.svg`,
})

/** `PUT /wps/member/language`: stores the member's language as the platform's code (EN, CN, JA, TH, VI, PT). */
export const memberLanguage = async (ctx: Context, request: { readonly language: string }): Promise<null> => {
  const language: Language | undefined = parseLanguage(request.language)
  if (language === undefined) throw badRequest("language", "one of CN, EN, JA, TH, VI, PT is required")
  const rows = await ctx.services.db.query("update members set language = $2 where id = $1 returning id", [
    ctx.caller!.memberId,
    platformCode[language],
  ])
  if (rows.length === 0) throw notLoggedIn()
  return null
}
