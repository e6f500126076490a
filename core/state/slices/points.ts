/**
 * The points mall (spec sections 3, 4 and 9): the points balance (points never expire), the rewards on the page
 * shown, the conversion rates by product, and the redeem and the conversion in flight with their outcome. The redeem
 * history is a record list of the member centre (memberCentre slice). Member data: cleared when the session ends or
 * the member logs out.
 */
import { type CallError, type CallFailure, callErrorOf } from "../../model/CallError.ts"
import { rowsOf, totalPagesOf } from "../../model/Page.ts"
import type { PointConfig, PointReward } from "../../model/PointsMall.ts"
import { failedOrReset, type Handlers, resetTo, slice } from "../Slice.ts"
import { failedSubmissions, idle, type Submission, sent, settled } from "../Submission.ts"

/** The form the platform made is what it keeps: the answer holds nothing more. */
const same = <T>(form: T): T => form

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
  readonly redeem: Submission<Redeem>
  readonly convert: Submission<{ readonly amount: number }>
  readonly error: CallError | undefined
}

const failedForm = failedSubmissions<PointsState>({ redeemPointReward: "redeem", convertPoint: "convert" })

const failed = (s: PointsState, e: CallFailure): PointsState => {
  switch (e.endpoint) {
    case "pointRewards":
      return { ...s, rewards: { ...s.rewards, loading: false }, error: callErrorOf(e) }
    case "pointBalance":
    case "pointConfig":
      return { ...s, error: callErrorOf(e) }
    default:
      return failedForm(s, e)
  }
}

export const initialPoints: PointsState = {
  balance: undefined,
  rewards: { rows: [], page: 1, size: 10, type: undefined, totalPages: 0, loading: false },
  config: {},
  redeem: idle,
  convert: idle,
  error: undefined,
}

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
  PointsRedeemRequested: (s, e) => ({ ...s, redeem: sent(s.redeem, { rewardId: e.rewardId, quantity: e.quantity }) }),
  PointRewardRedeemed: (s) => {
    const redeem = settled(s.redeem, same)
    return redeem === undefined ? s : { ...s, redeem }
  },
  PointsConvertRequested: (s, e) => ({ ...s, convert: sent(s.convert, { amount: e.amount }) }),
  PointsConverted: (s) => {
    const convert = settled(s.convert, same)
    return convert === undefined ? s : { ...s, convert }
  },
  ...failedOrReset(failed, resetTo(initialPoints)),
}

export const points = slice<PointsState>(initialPoints, handlers)
