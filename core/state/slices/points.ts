/**
 * The points mall (spec sections 3, 4 and 9): the points balance (points never expire), the rewards on the page
 * shown, the conversion rates by product, and the redeem and the conversion in flight with their outcome. The redeem
 * history is a record list of the member centre (memberCentre slice). Member data: cleared when the session ends or
 * the member logs out.
 */
import { type CallError, type CallFailure, callErrorOf } from "../../model/CallError.ts"
import { rowsOf, totalPagesOf } from "../../model/Page.ts"
import type { PointConfig, PointReward } from "../../model/PointsMall.ts"
import { type Handlers, slice } from "../Slice.ts"

/** A points form sent to the platform. */
export interface PointsSubmission<Sent> {
  readonly inFlight: Sent | undefined
  /** The last one the platform made. */
  readonly done: Sent | undefined
  readonly error: CallError | undefined
}

export interface Redeem {
  readonly rewardId: string
  readonly quantity: number
}

export interface PointsState {
  /** The points balance; undefined until it loads. */
  readonly balance: number | undefined
  readonly rewards: {
    readonly rows: ReadonlyArray<PointReward>
    readonly page: number
    readonly size: number
    readonly type: string | undefined
    readonly totalPages: number
    readonly loading: boolean
  }
  /** Product → points per unit of money. */
  readonly config: PointConfig
  readonly redeem: PointsSubmission<Redeem>
  readonly convert: PointsSubmission<{ readonly amount: number }>
  readonly error: CallError | undefined
}

const failedAt = <T>(sub: PointsSubmission<T>, e: CallFailure): PointsSubmission<T> => ({
  inFlight: undefined,
  done: sub.done,
  error: callErrorOf(e),
})

const failed = (s: PointsState, e: CallFailure): PointsState => {
  switch (e.endpoint) {
    case "redeemPointReward":
      return { ...s, redeem: failedAt(s.redeem, e) }
    case "convertPoint":
      return { ...s, convert: failedAt(s.convert, e) }
    case "pointRewards":
      return { ...s, rewards: { ...s.rewards, loading: false }, error: callErrorOf(e) }
    case "pointBalance":
    case "pointConfig":
      return { ...s, error: callErrorOf(e) }
    default:
      return s
  }
}

const idle = { inFlight: undefined, done: undefined, error: undefined } as const

export const initialPoints: PointsState = {
  balance: undefined,
  rewards: { rows: [], page: 1, size: 10, type: undefined, totalPages: 0, loading: false },
  config: {},
  redeem: idle,
  convert: idle,
  error: undefined,
}

const reset = (s: PointsState): PointsState => (s === initialPoints ? s : initialPoints)

const handlers: Handlers<PointsState> = {
  PointBalanceLoaded: (s, e) =>
    s.balance === e.value && s.error === undefined ? s : { ...s, balance: e.value, error: undefined },
  PointRewardsQueried: (s, e) => ({
    ...s,
    rewards: { ...s.rewards, page: e.page, size: e.size, type: e.type, loading: true },
  }),
  PointRewardsLoaded: (s, e) => ({
    ...s,
    rewards: { ...s.rewards, rows: rowsOf(e.value), totalPages: totalPagesOf(e.value), loading: false },
  }),
  PointConfigLoaded: (s, e) => ({ ...s, config: e.value }),
  PointsRedeemRequested: (s, e) => ({
    ...s,
    redeem: { inFlight: { rewardId: e.rewardId, quantity: e.quantity }, done: s.redeem.done, error: undefined },
  }),
  PointRewardRedeemed: (s) =>
    s.redeem.inFlight === undefined
      ? s
      : { ...s, redeem: { inFlight: undefined, done: s.redeem.inFlight, error: undefined } },
  PointsConvertRequested: (s, e) => ({
    ...s,
    convert: { inFlight: { amount: e.amount }, done: s.convert.done, error: undefined },
  }),
  PointsConverted: (s) =>
    s.convert.inFlight === undefined
      ? s
      : { ...s, convert: { inFlight: undefined, done: s.convert.inFlight, error: undefined } },
  CallFailed: failed,
  NetworkFailed: failed,
  ApiResponseRejected: failed,
  SessionEnded: reset,
  LoggedOut: reset,
}

export const points = slice<PointsState>(initialPoints, handlers)
