/**
 * The member centre's left menu (spec section 2): the pages the member may see in the platform's order, each with its
 * message key, the active one marked, and the count badge on mission activity when open missions exist. A pure
 * function of state (the rules are permissions/memberCentre.ts).
 */
import type { MemberCentrePage } from "../model/MemberCentrePage.ts"
import { memberCentrePages, openMissionCount, shownPages } from "../permissions/memberCentre.ts"
import type { State } from "../state/State.ts"

export interface MemberCentreMenuItem {
  readonly page: MemberCentrePage
  /** Message key of the UI's translations. */
  readonly labelKey: string
  readonly active: boolean
  /** A count to show beside the item (open missions), when there is one. */
  readonly badge: number | undefined
}

export interface MemberCentreMenu {
  readonly open: boolean
  readonly page: MemberCentrePage
  readonly items: ReadonlyArray<MemberCentreMenuItem>
}

/** The menu for a state. */
export const memberCentreMenu = (s: State): MemberCentreMenu => {
  const missions = openMissionCount(s)
  return {
    open: s.memberCentre.open,
    page: s.memberCentre.page,
    items: shownPages(memberCentrePages, s).map(({ page, labelKey }) => ({
      page,
      labelKey,
      active: page === s.memberCentre.page,
      badge: page === "missionLeaderboard" && missions > 0 ? missions : undefined,
    })),
  }
}
