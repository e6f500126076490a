/**
 * The VIP page (spec section 2 `/vip`, open to visitors): the levels with what they take and give and, for a member
 * with a rank, the progress to the next level. Core's workflows.
 */

import * as LoadVip from "../../core/workflows/loadVip.ts"
import { run } from "../app/runtime.ts"

/** Loads the levels (and the member's progress when there is one to show); false when the levels failed. */
export const loadVip = async (): Promise<boolean> => {
  const [levels] = await Promise.all([run(LoadVip.loadVipLevels), run(LoadVip.loadRankProgress)])
  return levels !== undefined
}
