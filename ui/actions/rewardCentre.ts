/**
 * The member centre's reward centre (spec section 2 `rewardCenter`): the member's points, the promotions with their
 * activity statuses (spec section 4) and the promotion types on offer (missions, referral), loaded together; and
 * moving to another page of the centre (redeem history, missions, referral).
 */
import type { Language } from "../../core/model/Language.ts"
import { platformCode } from "../../core/model/Language.ts"
import type { MemberCentrePage } from "../../core/model/MemberCentrePage.ts"
import * as LoadPoints from "../../core/workflows/loadPoints.ts"
import * as LoadPromotions from "../../core/workflows/loadPromotions.ts"
import * as OpenMemberCentre from "../../core/workflows/openMemberCentre.ts"
import { run, state } from "../app/runtime.ts"

/** Loads the points balance, the promotion list and the available promotion types. */
export const loadRewardCentre = async (): Promise<void> => {
  const language = platformCode[state().language.current as Language]
  await Promise.all([
    run(LoadPoints.loadPointBalance),
    run(LoadPromotions.loadPromotionList(language)),
    run(LoadPromotions.loadAvailablePromotions),
  ])
}

/** Shows another page of the member centre. */
export const showMemberCentrePage = async (page: MemberCentrePage): Promise<void> => {
  await run(OpenMemberCentre.selectMemberCentrePage(page))
}
