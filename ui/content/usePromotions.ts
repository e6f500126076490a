/**
 * Loads what the promotions pages show (spec section 2 `/promotions`, `/promoDetail`): the member's promotions, or
 * the promotion announcements for a visitor; again when the member logs in or out or the language changes. Says
 * whether the load is running, done or failed, so the page shows its skeleton or a retry instead of a blank.
 */
import { isRealMember } from "../../core/permissions/roles.ts"
import { loadPromotions } from "../actions/promotions.ts"
import { type Load, useLoad } from "../app/useLoad.ts"
import { useCore } from "../state/useCore.ts"

/** The load's state and a retry. */
export interface PromotionsLoad extends Load {
  readonly member: boolean
}

/** Loads on mount and on each change of member or language. */
export function usePromotions(): PromotionsLoad {
  const s = useCore()
  const member = isRealMember(s)
  const language = s.language.current
  return { ...useLoad(loadPromotions, [member, language]), member }
}
