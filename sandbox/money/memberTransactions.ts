/**
 * `ODSFE2_MemTransDet` (spec section 7; the query of wire notes section 4: `subordinateName`, `startTime`, `endTime`,
 * `accountTypeId`, `page`, `size`, `excludeTxTypeIds`): the transactions of one account of the member — the points
 * account (type 9), the main wallet (0) or a vendor wallet — from the ledger, with the balance after each, newest
 * first. An agent may name a member of its tree as `subordinateName`; anyone else is refused.
 */

import type { Api } from "../../core/contract/Api.ts"
import { agentCodes, gatewayCodes, moneyCodes } from "../../core/contract/ErrorCode.ts"
import { pointsAccountTypeId } from "../../core/model/Records.ts"
import { isAgentType } from "../../core/permissions/roles.ts"
import { downlinesOf, inTree } from "../agents/tree.ts"
import { seededText } from "../content/seededTexts.ts"
import { portalTime } from "../games/portalTime.ts"
import { ApiError } from "../http/ApiError.ts"
import type { Handler } from "../http/Context.ts"
import { type AccountRef, points } from "../ledger/ledger.ts"
import { ledgerLines } from "../ledger/lines.ts"
import { existingAccountIds } from "../ledger/reads.ts"
import { callerOf } from "./callers.ts"
import { timeBounds } from "./dates.ts"
import { remarkOf } from "./lineRemarks.ts"
import { pageAnswer, pagingOf } from "./paging.ts"
import { accruePoints } from "./pointsAccrual.ts"
import { walletAccount } from "./wallets.ts"

const excluded = (text: string | undefined): Array<string> => {
  if (text === undefined || text.trim() === "") return []
  const ids = text.split(",").map((s) => s.trim())
  if (ids.length > 50 || ids.some((s) => !/^\d{1,9}$/.test(s)))
    throw new ApiError(400, gatewayCodes.badRequest, "excludeTxTypeIds: comma-separated transaction type ids")
  return ids
}

export const memberTransactions: Handler<Api["memberTransactions"]> = async (ctx, request) => {
  const caller = callerOf(ctx)
  const bounds = timeBounds(request)
  const paging = pagingOf(request)
  const exclude = excluded(request.excludeTxTypeIds)
  const db = ctx.services.db
  let memberId = caller.memberId
  const name = request.subordinateName?.trim() ?? ""
  if (name !== "" && name.toLowerCase() !== caller.account.toLowerCase()) {
    const member = isAgentType(caller.type) ? inTree(await downlinesOf(db, caller.memberId), name) : undefined
    if (member === undefined)
      throw new ApiError(
        400,
        agentCodes.downlineNotFound,
        `subordinateName: ${name.slice(0, 32)} is not one of your downlines`,
      )
    memberId = member.id
  }
  const type = request.accountTypeId
  const ref: AccountRef | undefined =
    type === pointsAccountTypeId
      ? points(memberId)
      : Number.isInteger(type) && type >= 0
        ? walletAccount(memberId, type)
        : undefined
  if (ref === undefined) throw new ApiError(400, moneyCodes.walletNotFound, `accountTypeId: no account ${type}`)
  if (type === pointsAccountTypeId) await accruePoints(db, memberId, ctx.now)
  const { rows, total, sum } = await ledgerLines(db, {
    accountIds: await existingAccountIds(db, ref),
    bounds,
    excludeTxTypeIds: exclude,
    paging,
  })
  return {
    ...pageAnswer(
      rows.map((l) => ({
        txId: String(l.journalId),
        txTypeId: l.txTypeId,
        txTypeName: seededText(ctx.language, l.typeName),
        amount: l.amount,
        balance: l.balance,
        createTime: portalTime(l.at),
        remarks: seededText(ctx.language, remarkOf(l)),
      })),
      total,
      paging,
    ),
    summary: { amount: sum },
  }
}
