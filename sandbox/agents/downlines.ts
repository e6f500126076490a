/**
 * The agent's downline list (spec section 1 "downline management"; our call `MCSFE_getDownlineList`): every member
 * below the agent, nearest first, searched by a part of the account name, with their type, registration and last
 * login, balance (main and vendor wallets) and the size of their own team; one page at a time.
 */
import type { Api } from "../../core/contract/Api.ts"
import { portalTime } from "../games/portalTime.ts"
import type { Handler } from "../http/Context.ts"
import { cashTotals } from "../ledger/reads.ts"
import { agentCaller } from "../money/callers.ts"
import { pageAnswer, pagingOf } from "../money/paging.ts"
import { ms, num } from "../money/rows.ts"
import { boundedText } from "../money/texts.ts"
import { downlinesOf, type TreeMember } from "./tree.ts"

/** How many members are below `id` in a tree. */
export const teamSizeOf = (tree: ReadonlyArray<TreeMember>, id: number): number => {
  const children = tree.filter((m) => m.uplineId === id)
  return children.reduce((n, c) => n + 1 + teamSizeOf(tree, c.id), 0)
}

export const downlines: Handler<Api["downlines"]> = async (ctx, request) => {
  const caller = agentCaller(ctx)
  const paging = pagingOf(request)
  const search = boundedText("account", request.account ?? "", 64).toLowerCase()
  const db = ctx.services.db
  const tree = await downlinesOf(db, caller.memberId)
  const found = search === "" ? tree : tree.filter((m) => m.account.toLowerCase().includes(search))
  const page = found.slice(paging.offset, paging.offset + paging.size)
  const details = await db.query<{
    id: unknown
    nickname: string | null
    type: unknown
    created_at: unknown
    last_login_at: unknown
    excluded: boolean | null
  }>(
    `select m.id, m.nickname, m.type, m.created_at, m.last_login_at,
       exists (select 1 from protection_accounts p where p.member_id = m.id and p.excluded_until > $2) as excluded
       from members m where m.id = any($1::bigint[])`,
    [page.map((m) => m.id), new Date(ctx.now)],
  )
  const byId = new Map(details.map((d) => [num(d.id), d]))
  const balances = await cashTotals(
    db,
    page.map((m) => m.id),
  )
  return pageAnswer(
    page.map((m) => {
      const d = byId.get(m.id)
      const lastLogin = ms(d?.last_login_at)
      return {
        account: m.account,
        nickname: d?.nickname ?? null,
        type: num(d?.type),
        registerTime: d === undefined ? null : portalTime(ms(d.created_at)!),
        lastLogin: lastLogin === null ? null : portalTime(lastLogin),
        balance: balances.get(m.id) ?? 0,
        teamSize: teamSizeOf(tree, m.id),
        status: "ACTIVE",
        excluded: d?.excluded === true,
        level: m.depth,
      }
    }),
    found.length,
    paging,
  )
}
