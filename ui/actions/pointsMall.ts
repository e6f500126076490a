/**
 * The points mall (spec sections 2, 3 and 7): the member's points, a page of rewards (of a type), the conversion
 * rates; redeeming a reward and converting points to cash, each confirmed by the login password (core checks the
 * form before any call and never keeps the password). Core's workflows; the forms answer how their
 * submission ended, and a success reloads the rewards (stock) with the balance core reloads itself.
 */
import { isRealMember } from "../../core/permissions/roles.ts"
import * as ConvertPoints from "../../core/workflows/convertPoints.ts"
import * as Guard from "../../core/workflows/guard.ts"
import * as LoadPoints from "../../core/workflows/loadPoints.ts"
import type { RedeemForm } from "../../core/workflows/redeemPointReward.ts"
import * as RedeemPointReward from "../../core/workflows/redeemPointReward.ts"
import { attempt, run, state } from "../app/runtime.ts"
import { type AccountOutcome, outcomeOf } from "./accountOutcome.ts"

/** Rewards per page. */
export const rewardsPageSize = 12

/** Loads the balance, the rates and a page of rewards, for a real member only; false when a load failed. */
export const loadMall = async (query: { readonly page?: number; readonly type?: string } = {}): Promise<boolean> => {
  if (!isRealMember(state())) return true
  const results = await Promise.all([
    run(LoadPoints.loadPointBalance),
    run(LoadPoints.loadPointConfig),
    run(
      LoadPoints.loadPointRewards({
        page: query.page ?? 1,
        size: rewardsPageSize,
        ...(query.type === undefined ? {} : { type: query.type }),
      }),
    ),
  ])
  return results.every((r) => r !== undefined)
}

/** Asks a visitor to log in, or a trial account for a real one (spec section 8). */
export const askToLogIn = async (): Promise<void> => {
  await run(Guard.requireRealMember("redeemPoints"))
}

const reloadRewards = async (): Promise<void> => {
  const r = state().points.rewards
  await loadMall({ page: r.page, ...(r.type === undefined ? {} : { type: r.type }) })
}

/** Redeems a reward with the login password. */
export const redeemReward = async (form: RedeemForm): Promise<AccountOutcome> => {
  const outcome = outcomeOf(await attempt(RedeemPointReward.redeemPointReward(form)))
  if (outcome._tag === "Done") await reloadRewards()
  return outcome
}

/** Converts points to cash with the login password. */
export const convertPoints = async (form: { readonly amount: number; readonly password: string }) => {
  return outcomeOf(await attempt(ConvertPoints.convertPoints(form)))
}
