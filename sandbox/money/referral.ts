/**
 * Referral, "invite friends" (spec section 2: the member centre's referral page; registration reads `referralCode`;
 * our call `MCSFE_getReferralInfo`): the member's referral code and the register link carrying it, the friends who
 * registered with it (`members.referred_by`), and which of them qualified — made an approved deposit or played a
 * round (our rule) — each worth `rewardPerFriend` (shown; an operator pays it).
 */
import type { Api } from "../../core/contract/Api.ts"
import { seededText } from "../content/seededTexts.ts"
import type { Queryable } from "../db/Database.ts"
import { portalTime } from "../games/portalTime.ts"
import type { Handler } from "../http/Context.ts"
import { callerOf } from "./callers.ts"
import { ms, num } from "./rows.ts"

/** What a qualified friend is worth (minor units). */
export const rewardPerFriend = 5000

/** How many friends a member has invited. */
export const invitedCount = async (q: Queryable, memberId: number): Promise<number> =>
  num((await q.query<{ n: unknown }>("select count(*) as n from members where referred_by = $1", [memberId]))[0]?.n)

export const referral: Handler<Api["referral"]> = async (ctx) => {
  const caller = callerOf(ctx)
  const db = ctx.services.db
  const [me] = await db.query<{ referral_code: string | null }>("select referral_code from members where id = $1", [
    caller.memberId,
  ])
  const code = me?.referral_code ?? `REF${caller.memberId}`
  const friends = await db.query<{ account: string; created_at: unknown; qualified: boolean }>(
    `select m.account, m.created_at,
        exists (select 1 from deposits d where d.member_id = m.id and d.status = 'APPROVED')
          or exists (select 1 from bets b where b.member_id = m.id) as qualified
       from members m where m.referred_by = $1 order by m.created_at desc, m.id desc limit 200`,
    [caller.memberId],
  )
  const qualified = friends.filter((f) => f.qualified).length
  return {
    referralCode: code,
    referralUrl: `${ctx.origin}/register?referralCode=${encodeURIComponent(code)}`,
    invitedCount: friends.length,
    qualifiedCount: qualified,
    totalReward: qualified * rewardPerFriend,
    rules: seededText(
      ctx.language,
      `Share your link. Each friend who registers with your code and then deposits or plays earns you P ${(rewardPerFriend / 100).toFixed(2)}.`,
    ),
    list: friends.map((f) => ({
      account: f.account,
      registerTime: portalTime(ms(f.created_at)!),
      status: f.qualified ? "QUALIFIED" : "REGISTERED",
      reward: f.qualified ? rewardPerFriend : 0,
    })),
  }
}
