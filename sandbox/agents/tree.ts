/**
 * The agent tree (sandbox/seed/members.ts: agent01 -> agent02, agent41, down01; agent02 -> agent42, down02): every
 * member below an agent, at any depth, read recursively from `members.upline_id`. The agents' reports and transfers
 * see only their own tree.
 */
import type { Queryable } from "../db/Database.ts"
import { num } from "../money/rows.ts"

/** A member of a tree. */
export interface TreeMember {
  readonly id: number
  readonly account: string
  readonly uplineId: number
  /** 1 for a direct downline. */
  readonly depth: number
}

/** Every member below `agentId`, nearest first. */
export const downlinesOf = async (q: Queryable, agentId: number): Promise<Array<TreeMember>> =>
  (
    await q.query<{ id: unknown; account: string; upline_id: unknown; depth: unknown }>(
      `with recursive tree (id, account, upline_id, depth) as (
         select id, account, upline_id, 1 from members where upline_id = $1
         union all
         select m.id, m.account, m.upline_id, t.depth + 1 from members m join tree t on m.upline_id = t.id
           where t.depth < 50
       ) select id, account, upline_id, depth from tree order by depth, id`,
      [agentId],
    )
  ).map((r) => ({ id: num(r.id), account: r.account, uplineId: num(r.upline_id), depth: num(r.depth) }))

/** The ids of a tree. */
export const idsOf = (tree: ReadonlyArray<TreeMember>): Array<number> => tree.map((m) => m.id)

/** The member of the tree with this account (case-insensitive), if any. */
export const inTree = (tree: ReadonlyArray<TreeMember>, account: string): TreeMember | undefined => {
  const a = account.trim().toLowerCase()
  return tree.find((m) => m.account.toLowerCase() === a)
}
