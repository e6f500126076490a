/**
 * The member's bonus details (our call `MCSFE_getBonusDetails`): every bonus credited to the main wallet — promotion
 * bonuses, claimed gifts, raffle prizes, mission rewards, the points mall's cash rewards, a trial credit — read from
 * the ledger's journal, filtered by day range (GMT+8) and type (`PROMOTION`, `RAFFLE`, `MISSION`, `POINTS`,
 * `TRIAL`), newest first, with the total.
 */

import type { Api } from "../../core/contract/Api.ts"
import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { bonusTypes } from "../../core/model/RecordOptions.ts"
import { seededText } from "../content/seededTexts.ts"
import type { Queryable } from "../db/Database.ts"
import { portalTime } from "../games/portalTime.ts"
import { ApiError } from "../http/ApiError.ts"
import type { Handler } from "../http/Context.ts"
import { callerOf } from "./callers.ts"
import { type Bounds, dayBounds } from "./dates.ts"
import { bonusKinds, bonusTypeOf, readingOf } from "./journalKinds.ts"
import { remarkOf } from "./lineRemarks.ts"
import { pageAnswer, pagingOf } from "./paging.ts"
import { ms, num } from "./rows.ts"

/** The bonus total of some members over a range (the profit reports add it). */
export const bonusTotal = async (q: Queryable, memberIds: ReadonlyArray<number>, bounds: Bounds): Promise<number> => {
  const [row] = await q.query<{ s: unknown }>(
    `select coalesce(sum(p.amount), 0) as s from postings p join journal j on j.id = p.journal_id
       join accounts a on a.id = p.account_id
      where a.member_id = any($1::bigint[]) and a.code = 'MAIN' and j.kind = any($2::text[])
        and j.created_at >= $3 and j.created_at < $4`,
    [[...memberIds], bonusKinds, new Date(bounds.from), new Date(bounds.to)],
  )
  return num(row?.s)
}

export const bonusDetails: Handler<Api["bonusDetails"]> = async (ctx, request) => {
  const caller = callerOf(ctx)
  const bounds = dayBounds(request)
  const paging = pagingOf(request)
  const type = request.type?.trim().toUpperCase() || undefined
  if (type !== undefined && !(bonusTypes as ReadonlyArray<string>).includes(type))
    throw new ApiError(400, gatewayCodes.badRequest, `type: one of ${bonusTypes.join(", ")}`)
  const kinds = type === undefined ? bonusKinds : bonusKinds.filter((k) => bonusTypeOf[k] === type)
  const from = `postings p join journal j on j.id = p.journal_id join accounts a on a.id = p.account_id
    where a.member_id = $1 and a.code = 'MAIN' and j.kind = any($2::text[]) and j.created_at >= $3 and j.created_at < $4`
  const params = [caller.memberId, kinds, new Date(bounds.from), new Date(bounds.to)]
  const db = ctx.services.db
  const [sum] = await db.query<{ n: unknown; s: unknown }>(
    `select count(*) as n, coalesce(sum(p.amount), 0) as s from ${from}`,
    params,
  )
  const rows = await db.query<{ id: unknown; kind: string; meta: unknown; created_at: unknown; amount: unknown }>(
    `select j.id, j.kind, j.meta, j.created_at, p.amount from ${from} order by j.created_at desc, j.id desc
      limit $5 offset $6`,
    [...params, paging.size, paging.offset],
  )
  return {
    ...pageAnswer(
      rows.map((r) => {
        const amount = num(r.amount)
        const meta = (typeof r.meta === "string" ? JSON.parse(r.meta) : (r.meta ?? {})) as Record<string, unknown>
        return {
          id: String(num(r.id)),
          type: bonusTypeOf[r.kind] ?? "PROMOTION",
          typeName: seededText(ctx.language, readingOf(r.kind, amount).name),
          amount,
          status: "ISSUED",
          createTime: portalTime(ms(r.created_at)!),
          remarks: seededText(ctx.language, remarkOf({ kind: r.kind, meta, amount })),
        }
      }),
      num(sum?.n),
      paging,
    ),
    summary: { bonus: num(sum?.s), amount: num(sum?.s) },
  }
}
