import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { PlayerRankProgress, progressPercent, requirementPercent, VipLevels } from "./VipLevel.ts"

describe("VipLevel", () => {
  it("decodes the levels", () => {
    const [first] = Schema.decodeUnknownSync(VipLevels)([
      { level: "1", name: "Bronze", minValidBet: 1000, upgradeBonus: "8.00" },
    ])
    expect(first).toMatchObject({ level: 1, name: "Bronze", minValidBet: 100000, upgradeBonus: 800 })
  })
  it("measures progress by the lesser of the deposit and valid-bet ratios", () => {
    const p = Schema.decodeUnknownSync(PlayerRankProgress)({
      labelName: "Bronze",
      nextLabelName: "Silver",
      currentDeposit: 500,
      nextDeposit: 1000,
      currentValidBet: 300,
      nextValidBet: 1000,
    })
    expect(progressPercent(p)).toBe(30)
    expect(progressPercent({ ...p, currentValidBet: 500000, currentDeposit: 500000 })).toBe(100)
    expect(progressPercent({ labelName: "Diamond" })).toBe(100)
    // Early steps show, to a tenth.
    expect(progressPercent({ ...p, currentDeposit: 28, nextDeposit: 1000, nextValidBet: null })).toBe(2.8)
    expect(requirementPercent(2_800, 100_000)).toBe(2.8)
    expect(requirementPercent(1, null)).toBeUndefined()
  })
})
