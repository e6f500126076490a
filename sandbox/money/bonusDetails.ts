/**
 * The member's bonus details (our call `MCSFE_getBonusDetails`): every bonus credited to the main wallet — promotion
 * bonuses, claimed gifts, raffle prizes, mission rewards, the points mall's cash rewards, a trial credit — read from
 * the ledger's journal, filtered by day range (GMT+8) and type (`PROMOTION`, `RAFFLE`, `MISSION`, `POINTS`,
 * `TRIAL`), newest first, with the total.
 */

import type { Api } from "../../core/contract/Api.ts"
import { bonusTypes } from "../../core/model/RecordOptions.ts"
import { seededText } from "../content/seededTexts.ts"
import type { Queryable } from "../db/Database.ts"
import { portalTime } from "../games/portalTime.ts"
import type { Handler } from "../http/Context.ts"
import { flowsOf, mainEntriesOf } from "../ledger/reads.ts"
import { callerOf } from "./callers.ts"
import { type Bounds, dayBounds } from "./dates.ts"
import { oneOf } from "./filters.ts"
import { bonusKinds, bonusTypeOf, readingOf } from "./journalKinds.ts"
import { remarkOf } from "./lineRemarks.ts"
import { pageAnswer, pagingOf } from "./paging.ts"

/** The bonus total of some members over a range (the profit reports add it). */
export const bonusTotal = async (q: Queryable, memberIds: ReadonlyArray<number>, bounds: Bounds): Promise<number> =>
  [...(await flowsOf(q, memberIds, bounds, bonusKinds)).values()].reduce((s, f) => s + f.bonus, 0)

export const bonusDetails: Handler<Api["bonusDetails"]> = async (ctx, request) => {
  const caller = callerOf(ctx)
  const bounds = dayBounds(request)
  const paging = pagingOf(request)
  const type = oneOf("type", request.type, bonusTypes)
  const kinds = type === undefined ? bonusKinds : bonusKinds.filter((k) => bonusTypeOf[k] === type)
  const page = await mainEntriesOf(ctx.services.db, { memberId: caller.memberId, kinds, range: bounds, paging })
  return {
    ...pageAnswer(
      page.rows.map((r) => {
        const { amount, meta } = r
        return {
          id: String(r.journalId),
          type: bonusTypeOf[r.kind] ?? "PROMOTION",
          typeName: seededText(ctx.language, readingOf(r.kind, amount).name),
          amount,
          status: "ISSUED",
          createTime: portalTime(r.at),
          remarks: seededText(ctx.language, remarkOf({ kind: r.kind, meta, amount })),
        }
      }),
      page.total,
      paging,
    ),
    summary: { bonus: page.sum, amount: page.sum },
  }
}
