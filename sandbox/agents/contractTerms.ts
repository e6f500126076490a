/**
 * What a contract pays for one period (spec sections 1 and 9): its period (real-time salary every 5 minutes, hourly
 * salary by the hour, daily salary by the day, a dividend by its computation period D, W, H or M), the journal kind
 * that pays it, and its formula over the period's team play. A salary is its rate of the team's valid bet; a dividend
 * its rate of the team's net loss (stakes - payouts), when positive. Either is paid only when the team bet at least
 * `minimumBet` with at least `activeMember` members playing. A fixed rate (`F`) pays that many pesos instead of a
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

/** What the contract pays for a period's play (0 when it does not qualify). */
export const amountOf = (t: Terms, play: PeriodPlay): number => {
  const base = t.kind === "DIVIDEND" ? play.stake - play.payout : play.stake
  if (base <= 0 || play.stake < t.minimumBet || play.members < t.activeMember) return 0
  // A fixed rate is pesos: thousandths of a peso to minor units, rounded to the cent.
  if (t.rateType === "F") return Number((milli(t.rate) + 5n) / 10n)
  return Number((BigInt(base) * milli(t.rate)) / 100_000n)
}
