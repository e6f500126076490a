/**
 * VIP levels and the member's rank (spec section 2: the VIP page, the member centre's `playerRank`, which opens only
 * when the member has a label; wire notes 6b `MCSFE_getPlayerRankProgress`): the levels with what they take and give,
 * and the member's progress to the next. Field names are our choice.
 */
import * as Schema from "effect/Schema"
import { NumberLike } from "./NumberLike.ts"
import { Amount, Num, Text } from "./Optional.ts"

/** A VIP level. */
export const VipLevel = Schema.Struct({
  level: NumberLike,
  name: Schema.String,
  minDeposit: Amount,
  minValidBet: Amount,
  upgradeBonus: Amount,
  monthlyBonus: Amount,
  birthdayBonus: Amount,
  rebateRate: Num,
  iconUrl: Text,
  color: Text,
})
export type VipLevel = typeof VipLevel.Type

/** `value` of the level list. */
export const VipLevels = Schema.Array(VipLevel)
export type VipLevels = typeof VipLevels.Type

/** `value` of `MCSFE_getPlayerRankProgress`. */
export const PlayerRankProgress = Schema.Struct({
  labelName: Text,
  rankLevel: Num,
  nextLabelName: Text,
  currentDeposit: Amount,
  nextDeposit: Amount,
  currentValidBet: Amount,
  nextValidBet: Amount,
})
export type PlayerRankProgress = typeof PlayerRankProgress.Type

/**
 * One requirement's progress in percent (0–100), to a tenth: 2,800 of 100,000 is 2.8, not 0 (a whole-percent floor
 * hid every early step); undefined when the next level sets no such requirement.
 */
export const requirementPercent = (current: number | null | undefined, next: number | null | undefined) =>
  next == null || next <= 0 ? undefined : Math.max(0, Math.min(100, Math.floor(((current ?? 0) / next) * 1000) / 10))

/** Progress to the next level in percent (0–100, to a tenth), by the lesser of the deposit and valid-bet ratios. */
export const progressPercent = (p: PlayerRankProgress): number => {
  const ratios = [
    requirementPercent(p.currentDeposit, p.nextDeposit),
    requirementPercent(p.currentValidBet, p.nextValidBet),
  ].filter((r) => r !== undefined)
  if (ratios.length === 0) return p.nextLabelName ? 0 : 100
  return Math.min(...ratios)
}
