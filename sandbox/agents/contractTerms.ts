/**
 * What a contract pays for one period (spec sections 1 and 9): its period (real-time salary every 5 minutes, hourly
 * salary by the hour, daily salary by the day, a dividend by its computation period D, W, H or M), the journal kind
 * that pays it, and its formula over the period's team play. A salary is its rate of the team's valid bet; a dividend
 * its rate of the team's net loss (stakes - payouts), when positive. Either is paid at the rate of the highest tier the
 * period reaches: the team bet at least its `minimumBet` with at least its `activeMember` members playing and, when
 * it sets one, a P&L (stakes - payouts) of at least its `netLoss`. A fixed rate (`F`) pays that many pesos instead of a
 * percentage. Amounts are integer minor units, a percentage rounded down.
 */
import { type ContractPeriodKind, type ContractType, contractPeriodKindOf } from "../../core/model/AgentContract.ts"
import { PeriodType } from "../../core/model/AgentMenuItem.ts"
import { type Period, periodOf } from "./periods.ts"

/** The terms the formula reads. */
export interface Terms {
  readonly kind: ContractType
  readonly period: string | null
  readonly rate: number
  readonly rateType: "P" | "F"
  readonly minimumBet: number
  readonly activeMember: number
  /** The first tier's period P&L threshold (the team's stakes less payouts), none when null or absent. */
  readonly netLoss?: number | null
  /** The tiers above the first, in order (spec section 3 "Contract"). */
  readonly higherTiers?: ReadonlyArray<TierTerms>
}

/** One tier's rate and thresholds. */
export interface TierTerms {
  readonly rate: number
  readonly activeMember: number
  readonly minimumBet: number
  readonly netLoss?: number | null
}

/** A period's team play: valid bet (stakes), payouts, and how many members played. */
export interface PeriodPlay {
  readonly stake: number
  readonly payout: number
  readonly members: number
}

/** The computation period of a dividend (semimonthly when unset). */
export const dividendPeriodOf = (t: Pick<Terms, "period">): PeriodType =>
  PeriodType.literals.find((p) => p === t.period) ?? "H"

/** The kind of period a contract settles by. */
export const periodKindOf = (t: Pick<Terms, "kind" | "period">): ContractPeriodKind =>
  contractPeriodKindOf(t.kind, dividendPeriodOf(t)) ?? dividendPeriodOf(t)

/** The period of a contract an instant falls in. */
export const contractPeriodOf = (t: Pick<Terms, "kind" | "period">, at: number): Period => periodOf(periodKindOf(t), at)

/** The journal kind that pays a contract's period (and its account-record reading). */
export const paymentKinds: Readonly<Record<ContractType, string>> = {
  REALTIME_SALARY: "REALTIME_SALARY",
  HOUR_SALARY: "HOURLY_SALARY",
  DAILY_SALARY: "DAILY_SALARY",
  DIVIDEND: "DIVIDEND",
}

/** A rate as thousandths (the column keeps three decimals), so the formula is integer arithmetic. */
const milli = (rate: number) => BigInt(Math.round(rate * 1000))

const reaches = (t: TierTerms, play: PeriodPlay): boolean =>
  play.stake >= t.minimumBet &&
  play.members >= t.activeMember &&
  (t.netLoss == null || play.stake - play.payout >= t.netLoss)

/** What the contract pays for a period's play: the rate of the highest tier it reaches (0 when none). */
export const amountOf = (t: Terms, play: PeriodPlay): number => {
  const base = t.kind === "DIVIDEND" ? play.stake - play.payout : play.stake
  const tier = [t, ...(t.higherTiers ?? [])].findLast((x) => reaches(x, play))
  if (base <= 0 || tier === undefined) return 0
  // A fixed rate is pesos: thousandths of a peso to minor units, rounded to the cent.
  if (t.rateType === "F") return Number((milli(tier.rate) + 5n) / 10n)
  return Number((BigInt(base) * milli(tier.rate)) / 100_000n)
}
