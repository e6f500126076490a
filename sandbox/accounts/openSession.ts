/**
 * Opening a member's session after a successful login, registration, free play or new-IP verification (spec section
 * 3 "Login response"): a token from the sessions service (256 random bits, idle and absolute expiry), the way it was
 * opened kept beside it, the login time and address recorded on the member (the address joins its known addresses),
 * and the answer: `token`, `firstTimeLogin`, `passwordExpired` and the member's data.
 *
 * Password expiry, OUR CHOICE: a password expires 90 days after it was set (the seed's expired01 is 400 days old),
 * and a temporary password (sent by the forgot-password email) reads as expired at once, so the portal forces its
 * change (PWDEXPFORCECHANGE3). `firstTimeLogin` is the member's flag: set for an account whose password was issued
 * rather than chosen (the seed's newpass01), cleared by the first password change.
 */
import type { LoginResponse } from "../../core/model/LoginResponse.ts"
import { tokenHash } from "../auth/sessions.ts"
import type { Context } from "../http/Context.ts"
import { admitLogin, recordLogin } from "../protection/sessionTime.ts"
import type { MemberRow } from "./members.ts"

/** How a session was opened. */
export type LoginMethod = "username" | "sms" | "verification" | "register" | "freePlay"

/** Methods of sessions whose person typed no password: they may set one without giving the old. */
export const passwordlessMethods: ReadonlySet<string> = new Set<LoginMethod>(["sms", "freePlay"])

/** A password older than this has expired. */
export const passwordMaxAgeMs = 90 * 24 * 60 * 60 * 1000

/** True when the member's password has expired at `now`. */
export const passwordExpired = (member: MemberRow, now: number): boolean =>
  member.type !== 4 && (member.passwordMustChange || now - member.passwordChangedAt > passwordMaxAgeMs)

/** Opens a session for the member and answers like a login. */
export const openSession = async (ctx: Context, member: MemberRow, method: LoginMethod): Promise<LoginResponse> => {
  const { db, sessions } = ctx.services
  // Player protection: an excluded member or one at the session-time limit gets no session, whichever way it logs in.
  const endsAt = await admitLogin(db, member.id, ctx.now)
  const token = await sessions.open(member, ctx.now, ctx.ip, endsAt)
  // Time on any open session counts against the same limit: every one of them ends when it is reached.
  if (endsAt !== null) await sessions.limitAllOf(member.id, endsAt)
  await recordLogin(db, member.id, ctx.now, ctx.ip)
  await db.query("update sessions set login_method = $2 where token_hash = $1", [tokenHash(token), method])
  await db.query(
    `update members
        set previous_login_at = last_login_at, last_login_at = $2, last_login_ip = $3,
            known_ips = case when $3 = any(known_ips) then known_ips else array_append(known_ips, $3) end
      where id = $1`,
    [member.id, new Date(ctx.now), ctx.ip],
  )
  return {
    token,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: passwordExpired(member, ctx.now),
    account: member.account,
    username: member.account,
    nickname: member.nickname ?? member.account,
    type: member.type,
    customerId: member.id,
  }
}

/** How the caller's session was opened (undefined for a session opened by another area). */
export const loginMethodOf = async (ctx: Context, token: string): Promise<string | undefined> => {
  const [row] = await ctx.services.db.query<{ login_method: string | null }>(
    "select login_method from sessions where token_hash = $1",
    [tokenHash(token)],
  )
  return row?.login_method ?? undefined
}
