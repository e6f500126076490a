/**
 * The member's account record (our call `ODSFE2_getAccountRecords`): every movement of the member's wallets (main and
 * vendor wallets) read from the ledger — deposits, withdrawals, transfers, bets, wins, bonuses, agent transfers,
 * conversions — with the wallet's balance after each, filtered by day range (GMT+8) and record type, newest first,
 * with the total of the range.
 */

import type { Api } from "../../core/contract/Api.ts"
import { mainAccountTypeId } from "../../core/model/Balance.ts"
import { accountRecordTypes } from "../../core/model/RecordOptions.ts"
import { seededText } from "../content/seededTexts.ts"
import type { Queryable } from "../db/Database.ts"
import { portalTime } from "../games/portalTime.ts"
import type { Context, Handler } from "../http/Context.ts"
import { type LedgerLine, ledgerLines } from "../ledger/lines.ts"
import { cashAccounts } from "../ledger/reads.ts"
import { callerOf } from "./callers.ts"
import { dayBounds } from "./dates.ts"
import { oneOf } from "./filters.ts"
import { remarkOf } from "./lineRemarks.ts"
import { pageAnswer, pagingOf } from "./paging.ts"
import { walletName } from "./wallets.ts"

/** Where a ledger line's money sits: whose wallet, and which. */
export interface LineOwner {
  readonly memberId: number
  readonly accountTypeId: number
}

/**
 * A page of the movements of some members' wallets (main and vendor), read from the ledger by day range (GMT+8) and
 * record type, newest first, with the range's total: the member's account record and the agent's transaction details
 * read the same lines. Each line is a row of core's `Movement` with its type, the wallet's name before the remark;
 * `rowOf` puts what names the line before it. The request is checked before `membersOf` reads anything.
 */
export const movementsPage = async <Row>(
  ctx: Context,
  request: {
    readonly startDate: string
    readonly endDate: string
    readonly page: number
    readonly size: number
    readonly type?: string
  },
  membersOf: (db: Queryable) => Promise<ReadonlyArray<number>>,
  rowOf: (line: LedgerLine, owner: LineOwner | undefined) => Row,
) => {
  const bounds = dayBounds(request)
  const paging = pagingOf(request)
  const type = oneOf("type", request.type, accountRecordTypes)
  const db = ctx.services.db
  const accounts = await cashAccounts(db, await membersOf(db))
  const { rows, total, sum } = await ledgerLines(db, { accountIds: [...accounts.keys()], bounds, type, paging })
  const movementOf = (l: LedgerLine) => {
    const wallet = seededText(ctx.language, walletName(accounts.get(l.accountId)?.accountTypeId ?? mainAccountTypeId))
    const remark = seededText(ctx.language, remarkOf(l))
    return {
      type: l.type,
      typeName: seededText(ctx.language, l.typeName),
      amount: l.amount,
      balance: l.balance,
      createTime: portalTime(l.at),
      remarks: remark === null ? wallet : `${wallet}: ${remark}`,
    }
  }
  return {
    ...pageAnswer(
      rows.map((l) => ({ ...rowOf(l, accounts.get(l.accountId)), ...movementOf(l) })),
      total,
      paging,
    ),
    summary: { amount: sum },
  }
}

export const accountRecords: Handler<Api["accountRecords"]> = async (ctx, request) => {
  const caller = callerOf(ctx)
  return movementsPage(
    ctx,
    request,
    async () => [caller.memberId],
    (l) => ({ id: String(l.id) }),
  )
}
