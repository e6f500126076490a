/**
 * The play behind contracts, read from the ledger's own bets in one query for many contracts at once: for each
 * contract, the bets of every member below its holder (at any depth) for its product, within its own range, summed
 * per member and per five minutes. Every settlement period (5 minutes, an hour, a day, a week, half a month, a month
 * in GMT+8) is a union of whole five-minute slices, so a contract's periods are folded from these rows without
 * reading a bet twice.
 */
import type { Queryable } from "../db/Database.ts"
import { num } from "../money/rows.ts"
import type { PeriodPlay } from "./contractTerms.ts"
import type { Period } from "./periods.ts"

/** One contract's range to read. */
export interface PlayRange {
  readonly contractId: number
  readonly holderId: number
  readonly productType: string
  readonly from: number
  readonly to: number
}

/** Play of one member of a contract's team in one five-minute slice. */
export interface SlicePlay {
  readonly contractId: number
  readonly memberId: number
  readonly at: number
  readonly stake: number
  readonly payout: number
}

const sliceMs = 5 * 60_000

/** The team play of each range, per member and five-minute slice. */
export const slicesOf = async (q: Queryable, ranges: ReadonlyArray<PlayRange>): Promise<Array<SlicePlay>> => {
  const wanted = ranges.filter((r) => r.to > r.from)
  if (wanted.length === 0) return []
  const rows = await q.query<{
    contract_id: unknown
    member_id: unknown
    slice: unknown
    stake: unknown
    payout: unknown
  }>(
    `with recursive c as (
       select * from unnest($1::bigint[], $2::bigint[], $3::text[], $4::timestamptz[], $5::timestamptz[])
         as c(id, holder, product, f, t)
     ),
     tree (root, id, depth) as (
       select h.holder, m.id, 1 from (select distinct holder from c) h join members m on m.upline_id = h.holder
       union all
       select t.root, m.id, t.depth + 1 from tree t join members m on m.upline_id = t.id where t.depth < 50
     )
     select c.id as contract_id, b.member_id, floor(extract(epoch from b.created_at) / 300) as slice,
            sum(b.stake) as stake, sum(b.payout) as payout
       from c join tree on tree.root = c.holder
       join bets b on b.member_id = tree.id and b.created_at >= c.f and b.created_at < c.t
        and (c.product = 'ALL' or b.category = c.product)
      group by 1, 2, 3`,
    [
      wanted.map((r) => r.contractId),
      wanted.map((r) => r.holderId),
      wanted.map((r) => r.productType),
      wanted.map((r) => new Date(r.from)),
      wanted.map((r) => new Date(r.to)),
    ],
  )
  return rows.map((r) => ({
    contractId: num(r.contract_id),
    memberId: num(r.member_id),
    at: num(r.slice) * sliceMs,
    stake: num(r.stake),
    payout: num(r.payout),
  }))
}

/** A period's play with its bounds. */
export interface PeriodTotals extends PeriodPlay {
  readonly period: Period
}

/** Folds one contract's slices into its periods (`periodOf` maps an instant to its period), oldest first. */
export const periodsOf = (slices: ReadonlyArray<SlicePlay>, periodOf: (at: number) => Period): Array<PeriodTotals> => {
  const byStart = new Map<number, { period: Period; stake: number; payout: number; members: Set<number> }>()
  for (const s of slices) {
    const period = periodOf(s.at)
    const bucket = byStart.get(period.start) ?? { period, stake: 0, payout: 0, members: new Set<number>() }
    bucket.stake += s.stake
    bucket.payout += s.payout
    if (s.stake > 0) bucket.members.add(s.memberId)
    byStart.set(period.start, bucket)
  }
  return [...byStart.values()]
    .sort((a, b) => a.period.start - b.period.start)
    .map((b) => ({ period: b.period, stake: b.stake, payout: b.payout, members: b.members.size }))
}
