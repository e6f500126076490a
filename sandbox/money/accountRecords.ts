/**
 * The member's account record (our call `ODSFE2_getAccountRecords`): every movement of the member's wallets (main and
 * vendor wallets) read from the ledger — deposits, withdrawals, transfers, bets, wins, bonuses, agent transfers,
 * conversions — with the wallet's balance after each, filtered by day range (GMT+8) and record type, newest first,
 * with the total of the range.
 */

import type { Api } from "../../core/contract/Api.ts"
import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { mainAccountTypeId } from "../../core/model/Balance.ts"
import { type AccountRecordType, accountRecordTypes } from "../../core/model/RecordOptions.ts"
import { seededText } from "../content/seededTexts.ts"
import { portalTime } from "../games/portalTime.ts"
import { ApiError } from "../http/ApiError.ts"
import type { Handler } from "../http/Context.ts"
import { ledgerLines } from "../ledger/lines.ts"
import { cashAccounts } from "../ledger/reads.ts"
import { callerOf } from "./callers.ts"
import { dayBounds } from "./dates.ts"
import { remarkOf } from "./lineRemarks.ts"
import { pageAnswer, pagingOf } from "./paging.ts"
import { walletName } from "./wallets.ts"

/** A record type filter, checked. */
export const recordTypeOf = (field: string, t: string | undefined): AccountRecordType | undefined => {
  if (t === undefined || t.trim() === "") return undefined
  const upper = t.trim().toUpperCase()
  const found = accountRecordTypes.find((r) => r === upper)
  if (found === undefined)
    throw new ApiError(400, gatewayCodes.badRequest, `${field}: one of ${accountRecordTypes.join(", ")}`)
  return found
}

export const accountRecords: Handler<Api["accountRecords"]> = async (ctx, request) => {
  const caller = callerOf(ctx)
  const bounds = dayBounds(request)
  const paging = pagingOf(request)
  const type = recordTypeOf("type", request.type)
  const db = ctx.services.db
  const accounts = await cashAccounts(db, [caller.memberId])
  const { rows, total, sum } = await ledgerLines(db, { accountIds: [...accounts.keys()], bounds, type, paging })
  return {
    ...pageAnswer(
      rows.map((l) => {
        const wallet = seededText(
          ctx.language,
          walletName(accounts.get(l.accountId)?.accountTypeId ?? mainAccountTypeId),
        )
        const remark = seededText(ctx.language, remarkOf(l))
        return {
          id: String(l.id),
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
