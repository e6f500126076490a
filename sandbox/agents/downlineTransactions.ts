/**
 * The agent's transaction details (spec section 1; our call `ODSFE2_getDownlineTransDet`): every movement of the
 * wallets of the members below the agent (or of the one named), read from the ledger like the member's own account
 * record — with the member's account on each line — by day range (GMT+8) and record type, newest first.
 */
import type { Api } from "../../core/contract/Api.ts"
import type { Handler } from "../http/Context.ts"
import { movementsPage } from "../money/accountRecords.ts"
import { agentCaller } from "../money/callers.ts"
import { teamOf } from "./team.ts"

export const downlineTransactions: Handler<Api["downlineTransactions"]> = async (ctx, request) => {
  const caller = agentCaller(ctx)
  const names = new Map<number, string>()
  return movementsPage(
    ctx,
    request,
    async (db) => {
      const { members } = await teamOf(db, caller.memberId, request.account)
      for (const m of members) names.set(m.id, m.account)
      return [...names.keys()]
    },
    (_line, owner) => ({ account: names.get(owner?.memberId ?? 0) ?? "" }),
  )
}
