/**
 * The members an agent's report covers: its whole tree (tree.ts), or one member of it named by `account` (a 400
 * `downline_not_found` when the name is not in the tree, so an agent never reads another's team).
 */
import { agentCodes } from "../../core/contract/ErrorCode.ts"
import type { Queryable } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"
import { downlinesOf, inTree, type TreeMember } from "./tree.ts"

/** The tree and the members the report reads. */
export const teamOf = async (
  q: Queryable,
  agentId: number,
  account: string | undefined,
): Promise<{ tree: Array<TreeMember>; members: Array<TreeMember> }> => {
  const tree = await downlinesOf(q, agentId)
  const name = account?.trim() ?? ""
  if (name === "") return { tree, members: tree }
  const one = inTree(tree, name)
  if (one === undefined)
    throw new ApiError(400, agentCodes.downlineNotFound, `account: ${name.slice(0, 32)} is not one of your downlines`)
  return { tree, members: [one] }
}
