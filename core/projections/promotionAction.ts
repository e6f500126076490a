/**
 * What a promotion card offers for each activity status of spec section 4 (join, claim, applying, close, rejected,
 * issued, claimed, process, joined, coming soon): a visitor is asked to log in; `join` opens the application (spec
 * section 5: a comment and images) when the promotion takes one, else joins at once; `claim` claims the bonus or the
 * raffle prize (spec section 7 `MCS2_claimRafflePromotion`); every other status is a label only. The UI renders this
 * and holds no rule of its own.
 */
import { type ActivityStatus, activityStatusOf, type Promotion } from "../model/Promotion.ts"

/** What the member can do with a promotion now. */
export type PromotionAction = "login" | "apply" | "join" | "claim" | "none"

/** A promotion's status and action as the page shows them. */
export interface PromotionOffer {
  /** The status (undefined for a visitor, or a status the platform spelt otherwise). */
  readonly status: ActivityStatus | undefined
  readonly action: PromotionAction
}

/** The offer of a promotion for a member (`loggedIn`) or a visitor. */
export const promotionOffer = (
  promotion: Pick<Promotion, "status" | "needApply">,
  loggedIn: boolean,
): PromotionOffer => {
  if (!loggedIn) return { status: undefined, action: "login" }
  const status = activityStatusOf(promotion.status)
  switch (status) {
    case "join":
      return { status, action: promotion.needApply === true ? "apply" : "join" }
    case "claim":
      return { status, action: "claim" }
    default:
      return { status, action: "none" }
  }
}

/** The promotion's categories in first-seen order (the page's filter tabs). */
export const promotionCategories = (list: ReadonlyArray<Pick<Promotion, "category">>): ReadonlyArray<string> => {
  const seen: Array<string> = []
  for (const p of list) {
    const c = p.category ?? ""
    if (c !== "" && !seen.includes(c)) seen.push(c)
  }
  return seen
}
