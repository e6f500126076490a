/** The member centre's player rank (spec section 2 `playerRank`): the VIP levels and the member's progress. */
import { run } from "../app/runtime.ts"

/** Loads the levels and the member's progress to the next one. */
export const loadPlayerRank = async (): Promise<void> => {
  const m = await import("../../core/workflows/loadVip.ts")
  await Promise.all([run(m.loadVipLevels), run(m.loadRankProgress)])
}
