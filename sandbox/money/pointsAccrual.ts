/**
 * Points earned from play (spec section 9: points never expire), credited lazily: the member's points are what their
 * bets (`bets`, any vendor, any time) earn at the rates of pointRates.ts; whenever the points are read or spent, the
 * difference with what was credited so far (`points_accrual`) is posted from the house's points account to the
 * member's (`POINTS`) as one ledger entry. The accrual row is locked first, so two readers never credit twice.
 */
import type { Database, Queryable } from "../db/Database.ts"
import { House, points } from "../ledger/ledger.ts"
import type { Category } from "../seed/vendors.ts"
import { postAt } from "./entries.ts"
import { earnRates } from "./pointRates.ts"
import { num } from "./rows.ts"

/** Credits, inside the caller's transaction, what a member's play has earned and not yet been credited. */
export const accrueIn = async (tx: Queryable, memberId: number, now: number): Promise<number> => {
  await tx.query("insert into points_accrual (member_id) values ($1) on conflict (member_id) do nothing", [memberId])
  const [row] = await tx.query<{ credited: unknown }>(
    "select credited from points_accrual where member_id = $1 for update",
    [memberId],
  )
  const stakes = await tx.query<{ category: string; stake: unknown }>(
    "select category, sum(stake) as stake from bets where member_id = $1 group by category",
    [memberId],
  )
  const earned = Math.floor(
    stakes.reduce((s, r) => s + num(r.stake) * (earnRates[r.category as Category] ?? 1), 0) / 10_000,
  )
  const due = earned - num(row?.credited)
  if (due <= 0) return 0
  await postAt(tx, now, {
    kind: "points.earn",
    memberId,
    meta: { title: "Points earned from play" },
    postings: [
      { account: House.points, amount: -due },
      { account: points(memberId), amount: due },
    ],
  })
  await tx.query("update points_accrual set credited = $2 where member_id = $1", [memberId, earned])
  return due
}

/** Credits the points a member's play has earned and not yet been credited; the points credited now. */
export const accruePoints = (db: Database, memberId: number, now: number): Promise<number> =>
  db.transaction((tx) => accrueIn(tx, memberId, now))
