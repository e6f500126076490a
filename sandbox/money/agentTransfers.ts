/**
 * Money between a member and the agent tree (spec section 4: "Agents can transfer to downline and upline"; our calls
 * `passwordCheck/MCSFE_transferToUpline` and `passwordCheck/MCSFE_transferToDownline`, encrypted, confirmed by the
 * payment password): from the caller's main wallet to the upline's, or from an agent's main wallet to a member of its
 * own tree (any depth). The upline transfer needs an upline, a real account and the brand's AGETRANSFERUP3 module
 * (the member centre's `transferUpline` page, spec section 2). One ledger entry, claimed once per idempotency key.
 */

import type { Api } from "../../core/contract/Api.ts"
import { agentCodes, moneyCodes } from "../../core/contract/ErrorCode.ts"
import { moduleOn, readBrand } from "../accounts/brandSettings.ts"
import { downlinesOf, inTree } from "../agents/tree.ts"
import { ApiError } from "../http/ApiError.ts"
import type { Caller, Context, Handler } from "../http/Context.ts"
import { once } from "../ledger/idempotency.ts"
import { main } from "../ledger/ledger.ts"
import { agentCaller, realMember } from "./callers.ts"
import { transferAt } from "./entries.ts"
import { checkPaymentPassword } from "./paymentPassword.ts"
import { num } from "./rows.ts"

const positive = (amount: number) => {
  if (!(amount > 0)) throw new ApiError(400, moneyCodes.amountInvalid, "amount: must be more than 0.00")
}

const send = (
  ctx: Context,
  caller: Caller,
  endpoint: string,
  to: { readonly id: number; readonly account: string },
  amount: number,
  direction: "up" | "down",
) =>
  once(
    ctx.services.db,
    { key: ctx.idempotencyKey!, memberId: caller.memberId, endpoint, request: { to: to.id, amount } },
    async (tx) => {
      await transferAt(tx, ctx.now, "agent.transfer", caller.memberId, main(caller.memberId), main(to.id), amount, {
        direction,
        from: caller.account,
        to: to.account,
      })
      return { successAmount: amount }
    },
  )

export const uplineTransfer: Handler<Api["uplineTransfer"]> = async (ctx, request) => {
  const caller = realMember(ctx)
  positive(request.amount)
  const db = ctx.services.db
  if (!moduleOn(await readBrand(db), "AGETRANSFERUP3"))
    throw new ApiError(400, agentCodes.uplineTransferDisabled, "Transfers to the upline are not available")
  const [upline] = await db.query<{ id: unknown; account: string }>(
    "select u.id, u.account from members m join members u on u.id = m.upline_id where m.id = $1",
    [caller.memberId],
  )
  if (upline === undefined) throw new ApiError(400, agentCodes.uplineNotFound, "You have no upline to transfer to")
  await checkPaymentPassword(db, caller.memberId, request.paymentPassword, ctx.now)
  return send(ctx, caller, "uplineTransfer", { id: num(upline.id), account: upline.account }, request.amount, "up")
}

export const downlineTransfer: Handler<Api["downlineTransfer"]> = async (ctx, request) => {
  const caller = agentCaller(ctx)
  positive(request.amount)
  const db = ctx.services.db
  const name = request.downline.trim()
  if (name === "" || name.length > 64) throw new ApiError(400, agentCodes.downlineNotFound, "downline: name a downline")
  const target = inTree(await downlinesOf(db, caller.memberId), name)
  if (target === undefined)
    throw new ApiError(400, agentCodes.downlineNotFound, `downline: ${name.slice(0, 32)} is not one of your downlines`)
  await checkPaymentPassword(db, caller.memberId, request.paymentPassword, ctx.now)
  return send(ctx, caller, "downlineTransfer", target, request.amount, "down")
}
