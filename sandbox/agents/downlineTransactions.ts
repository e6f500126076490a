/**
 * The agent's transaction details (spec section 1; our call `ODSFE2_getDownlineTransDet`): every movement of the
 * wallets of the members below the agent (or of the one named), read from the ledger like the member's own account
 * record — with the member's account on each line — by day range (GMT+8) and record type, newest first.
 */
import type { Api } from "../../core/contract/Api.ts"
import { seededText } from "../content/seededTexts.ts"
import { portalTime } from "../games/portalTime.ts"
import type { Handler } from "../http/Context.ts"
import { ledgerLines } from "../ledger/lines.ts"
import { cashAccounts } from "../ledger/reads.ts"
import { recordTypeOf } from "../money/accountRecords.ts"
import { agentCaller } from "../money/callers.ts"
import { dayBounds } from "../money/dates.ts"
import { remarkOf } from "../money/lineRemarks.ts"
import { pageAnswer, pagingOf } from "../money/paging.ts"
import { walletName } from "../money/wallets.ts"
import { teamOf } from "./team.ts"

export const downlineTransactions: Handler<Api["downlineTransactions"]> = async (ctx, request) => {
  const caller = agentCaller(ctx)
  const bounds = dayBounds(request)
  const paging = pagingOf(request)
  const type = recordTypeOf("type", request.type)
  const db = ctx.services.db
  const { members } = await teamOf(db, caller.memberId, request.account)
  const names = new Map(members.map((m) => [m.id, m.account]))
  const accounts = await cashAccounts(db, [...names.keys()])
  const { rows, total, sum } = await ledgerLines(db, { accountIds: [...accounts.keys()], bounds, type, paging })
  return {
    ...pageAnswer(
      rows.map((l) => {
        const owner = accounts.get(l.accountId)
        const remark = seededText(ctx.language, remarkOf(l))
        const wallet = seededText(ctx.language, walletName(owner?.accountTypeId ?? 0))
        return {
          account: names.get(owner?.memberId ?? 0) ?? "",
          type: l.type,
          typeName: seededText(ctx.language, l.typeName),
          amount: l.amount,
          balance: l.balance,
          createTime: portalTime(l.at),
          remarks: remark === null ? wallet : `${wallet}: ${remark}`,
        }
      }),
      total,
      paging,
    ),
    summary: { amount: sum },
  }
}
