/**
 * VIP levels and the member's rank (spec section 2: the VIP page, open to visitors, and the member centre's
 * `playerRank`; wire notes 6b `MCSFE_getPlayerRankProgress`; our `MCSFE_getVipLevels`): the levels with what they
 * take (total approved deposits, total valid bet) and give, and the member's progress to the next level, counted from
 * the member's approved deposits and bets.
 */
import type { Api } from "../../core/contract/Api.ts"
import { seededText } from "../content/seededTexts.ts"
import type { Queryable } from "../db/Database.ts"
import type { Handler } from "../http/Context.ts"
import { callerOf } from "./callers.ts"
import { num } from "./rows.ts"

interface LevelRow {
  level: unknown
  name: string
  min_deposit: unknown
  min_valid_bet: unknown
  upgrade_bonus: unknown
  monthly_bonus: unknown
  birthday_bonus: unknown
  rebate_rate: unknown
  color: string | null
}

const levels = (q: Queryable) => q.query<LevelRow>("select * from vip_levels order by level")

export const vipLevels: Handler<Api["vipLevels"]> = async (ctx) =>
  (await levels(ctx.services.db)).map((l) => ({
    level: num(l.level),
    name: seededText(ctx.language, l.name),
    minDeposit: num(l.min_deposit),
    minValidBet: num(l.min_valid_bet),
    upgradeBonus: num(l.upgrade_bonus),
    monthlyBonus: num(l.monthly_bonus),
    birthdayBonus: num(l.birthday_bonus),
    rebateRate: num(l.rebate_rate),
    iconUrl: null,
    color: l.color,
  }))

export const playerRankProgress: Handler<Api["playerRankProgress"]> = async (ctx) => {
  const caller = callerOf(ctx)
  const db = ctx.services.db
  const [member] = await db.query<{ vip_level: unknown; label_name: string | null; deposit: unknown; bet: unknown }>(
    `select m.vip_level, m.label_name,
       (select coalesce(sum(amount), 0) from deposits d where d.member_id = m.id and d.status = 'APPROVED') as deposit,
       (select coalesce(sum(stake), 0) from bets b where b.member_id = m.id) as bet
       from members m where m.id = $1`,
    [caller.memberId],
  )
  const all = await levels(db)
  const level = num(member?.vip_level)
  const current = all.find((l) => num(l.level) === level)
  const next = all.find((l) => num(l.level) > level)
  return {
    labelName: seededText(ctx.language, member?.label_name ?? current?.name ?? null),
    rankLevel: level,
    nextLabelName: seededText(ctx.language, next?.name ?? null),
    currentDeposit: num(member?.deposit),
    nextDeposit: next === undefined ? null : num(next.min_deposit),
    currentValidBet: num(member?.bet),
    nextValidBet: next === undefined ? null : num(next.min_valid_bet),
  }
}
