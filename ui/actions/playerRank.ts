/** The member centre's player rank (spec section 2 `playerRank`): the VIP levels and the member's progress. */

import * as LoadVip from "../../core/workflows/loadVip.ts"
import { run } from "../app/runtime.ts"

/** Loads the levels and the member's progress to the next one. */
export const loadPlayerRank = async (): Promise<void> => {
  await Promise.all([run(LoadVip.loadVipLevels), run(LoadVip.loadRankProgress)])
}
