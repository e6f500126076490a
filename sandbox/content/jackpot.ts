/**
 * The slot jackpot (`VIS_getJackpot`): the demo brand's pool of the `jackpot_pools` table, its base plus its share of
 * every slot stake really played since it started (the `bets` the demo slot settles, seeded history included), so
 * the home page's ticker moves when anyone spins. Served in minor units with the time of the last stake counted.
 */
import type { Api } from "../../core/contract/Api.ts"
import type { Queryable } from "../db/Database.ts"
import { portalTime } from "../games/portalTime.ts"
import type { Handler } from "../http/Context.ts"

/** The demo brand's one pool: the slots'. */
export const slotPool = "SLOTS"

/** Seeds the pool: P 888,888.00 fed by 1% of the slot stakes of the last `sinceDays` (the seeded history's span). */
export const seedJackpot = async (tx: Queryable, now: number, sinceDays: number): Promise<void> => {
  await tx.query(
    "insert into jackpot_pools (code, base, share_per_mille, started_at) values ($1, $2, $3, $4) on conflict do nothing",
    [slotPool, 88_888_800, 10, new Date(now - sinceDays * 24 * 60 * 60 * 1000)],
  )
}

export const jackpot: Handler<Api["jackpot"]> = async (ctx) => {
  const [row] = await ctx.services.db.query<{ amount: string; last: Date | null }>(
    `select p.base + floor(coalesce(sum(b.stake), 0) * p.share_per_mille / 1000) as amount, max(b.created_at) as last
       from jackpot_pools p left join bets b on b.category = 'RNG' and b.created_at >= p.started_at
      where p.code = $1 group by p.code, p.base, p.share_per_mille`,
    [slotPool],
  )
  return {
    amount: Number(row?.amount ?? 0),
    currency: "PHP",
    updatedAt: row?.last == null ? null : portalTime(new Date(row.last).getTime()),
  }
}
