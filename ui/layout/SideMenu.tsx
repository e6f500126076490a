/**
 * The side menu (spec section 2 layout): a rail of the portal's places on wide screens: the game categories with
 * vendors (as in the header), promotions, VIP, the points mall, app download, help and join us. Hidden on narrow
 * screens, where the header's menu button opens the same places in a drawer (NavDrawer.tsx, `SideMenuNav`).
 */
import { vendorLobby } from "../../core/projections/vendorLobby.ts"
import { headerCategories } from "../../core/state/slices/catalogue.ts"
import { NavLink } from "../app/NavLink.tsx"
import { SkeletonItems } from "../components/Skeleton.tsx"
import { useT } from "../i18n/useT.ts"
import { CategoryIcon } from "./CategoryIcon.tsx"
import "./SideMenu.css"
import { useCore } from "../state/useCore.ts"

const pages: ReadonlyArray<readonly [string, string, string]> = [
  ["/promotions", "PROMO", "promotions"],
  ["/vip", "VIP", "vip"],
  ["/pointMall", "MALL", "point_mall"],
  ["/down", "DOWNLOAD", "download"],
  ["/help", "HELP", "help"],
  ["/join", "JOIN", "join_us"],
]

/** The side menu. */
export default function SideMenu() {
  const t = useT("layout")
  return (
    <aside className="side-menu" aria-label={t("side_menu")}>
      <SideMenuNav />
    </aside>
  )
}

/** The side menu's places; `onNavigate` runs when one is followed (the drawer closes). */
export function SideMenuNav({ label, onNavigate }: { readonly label?: string; readonly onNavigate?: () => void }) {
  const t = useT("layout")
  const s = useCore()
  const items = headerCategories(s.catalogue)
  return (
    <nav aria-label={label}>
      <p className="side-menu-title">{t("games")}</p>
      <ul>
        {items.length === 0 && !s.catalogue.vendorsLoaded ? (
          <SkeletonItems count={4} height={20} itemClassName="side-menu-skeleton" />
        ) : (
          items.map((item, index) => (
            <li key={item.category}>
              <NavLink
                href={item.route}
                // Two categories may share a page (ELOTT and LOTT on /elott): only the first is marked current.
                canBeCurrent={items.findIndex((other) => other.route === item.route) === index}
                className="side-menu-link"
                onClick={onNavigate}
              >
                <CategoryIcon name={item.category} />
                <span>{t(`category.${item.category}`)}</span>
                {/* The providers of the page the link opens (ELOTT and LOTT share /elott, spec section 2). */}
                <span className="side-menu-count">{vendorLobby(s.catalogue, item.route).length}</span>
              </NavLink>
            </li>
          ))
        )}
      </ul>
      <p className="side-menu-title">{t("more")}</p>
      <ul>
        {pages.map(([href, icon, key]) => (
          <li key={href}>
            <NavLink href={href} className="side-menu-link" onClick={onNavigate}>
              <CategoryIcon name={icon} />
              <span>{t(key)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
