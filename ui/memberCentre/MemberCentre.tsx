/**
 * The member centre popup (spec section 2) in the centres' frame (ui/components/CentreFrame.tsx): the menu is core's
 * `memberCentreMenu` projection over the centre's descriptor list (platform order, the mission badge, playerRank only
 * with a member label), the account with the member's label and the total balance above it, and the page beside it
 * (every page comes in the centre's chunk, pages.ts). Closing clears the point-mall handle (core). The page is kept
 * in the address (`?mc=<page>`) while it is open, so a reload returns to it.
 */
import { memberCentreMenu } from "../../core/projections/memberCentreMenu.ts"
import { Centre } from "../components/CentreFrame.tsx"
import { useCore } from "../state/useCore.ts"
import { closeCentre, selectPage } from "./navigation.ts"
import { memberCentreViews } from "./pages.ts"
import { useKeepPageInUrl } from "./useMemberCentreUrl.ts"

/** The popup. */
export default function MemberCentre() {
  const s = useCore()
  const menu = memberCentreMenu(s)
  useKeepPageInUrl(menu.page)
  const member = s.session.member
  return (
    <Centre
      area="memberCentre"
      balanceKey="total_balance"
      titleId="mc-page-title"
      menu={menu}
      pages={memberCentreViews}
      onClose={closeCentre}
      onSelect={selectPage}
      accountExtra={
        member?.label !== undefined && (
          <span className="mc-label" style={{ color: member.labelColor, borderColor: member.labelColor }}>
            {member.label}
          </span>
        )
      }
      after={(item, t) =>
        item.badge !== undefined && (
          <span className="badge" role="status" aria-label={t("open_missions", { count: item.badge })}>
            {item.badge}
          </span>
        )
      }
    />
  )
}
