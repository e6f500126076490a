/**
 * The header's navigation (spec section 2 "Header bottom"): Home, one item per game category that has at least one
 * vendor (core's `headerCategories`, in the catalogue's order, each leading to its page), Promotions. Each category
 * opens its vendor dropdown on hover, or with its expand button from the keyboard; Escape or leaving closes it.
 * Before the catalogue arrives, skeleton items hold the place.
 */
import { type FocusEvent, lazy, Suspense, useId, useState } from "react"
import { categoryRoute, type GameCategory } from "../../core/model/GameCategory.ts"
import type { State } from "../../core/state/State.ts"
import { headerCategories } from "../../core/state/slices/catalogue.ts"
import { launchDecision } from "../../core/workflows/launchDecision.ts"
import { launch } from "../actions/games.ts"
import { NavLink } from "../app/NavLink.tsx"
import { Skeleton } from "../components/Skeleton.tsx"
import { useT } from "../i18n/useT.ts"
import { CategoryIcon } from "./CategoryIcon.tsx"
import "./HeaderNav.css"
import { useCore } from "../state/useCore.ts"

/** A vendor dropdown, a chunk of its own loaded on the first opening (the first view's byte budget). */
const VendorMenu = lazy(() => import("./VendorMenu.tsx").then((m) => ({ default: m.VendorMenu })))

/** The navigation. */
export function HeaderNav() {
  const t = useT("layout")
  const s = useCore()
  const items = headerCategories(s.catalogue)
  const [open, setOpen] = useState<GameCategory | undefined>(undefined)
  const base = useId()

  const leave = (e: FocusEvent<HTMLLIElement>) => {
    if (!(e.relatedTarget instanceof Node) || !e.currentTarget.contains(e.relatedTarget)) setOpen(undefined)
  }

  return (
    <nav className="nav" aria-label={t("main_menu")}>
      <ul className="nav-list">
        <li className="nav-item">
          <NavLink href="/" className="nav-link" alsoCurrentOn={["/index", "/index.html", "/home"]}>
            <CategoryIcon name="HOME" />
            <span>{t("home")}</span>
          </NavLink>
        </li>
        {!s.catalogue.vendorsLoaded && items.length === 0
          ? [1, 2, 3, 4, 5].map((i) => (
              <li key={i} className="nav-item nav-item-skeleton" aria-hidden="true">
                <Skeleton width={72} height={14} />
              </li>
            ))
          : items.map((item, index) => {
              const menuId = `${base}-${item.category}`
              // Two categories may share a page (ELOTT and LOTT on /elott): only the first of them is marked current.
              const firstOnItsPage = items.findIndex((other) => other.route === item.route) === index
              const isOpen = open === item.category
              return (
                <li
                  key={item.category}
                  className={`nav-item nav-item-menu ${isOpen ? "nav-item-open" : ""}`}
                  onMouseEnter={() => setOpen(item.category)}
                  onMouseLeave={() => setOpen(undefined)}
                  onBlur={leave}
                  onKeyDown={(e) => {
                    if (e.key === "Escape" && isOpen) {
                      e.preventDefault()
                      setOpen(undefined)
                      e.currentTarget.querySelector<HTMLButtonElement>(".nav-expand")?.focus()
                    }
                  }}
                >
                  <NavLink
                    href={item.route}
                    canBeCurrent={firstOnItsPage}
                    className="nav-link"
                    onClick={(e) => {
                      setOpen(undefined)
                      // A one-vendor category launches its vendor (spec section 4); any other opens its page, the
                      // link's own target.
                      if (e.button === 0 && !e.metaKey && !e.ctrlKey && !opensOwnPage(s, item.category)) {
                        e.preventDefault()
                        void launch({ _tag: "Category", category: item.category })
                      }
                    }}
                  >
                    <CategoryIcon name={item.category} />
                    <span>{t(`category.${item.category}`)}</span>
                  </NavLink>
                  <button
                    type="button"
                    className="nav-expand"
                    aria-expanded={isOpen}
                    aria-controls={menuId}
                    aria-label={t("vendors_of", { category: t(`category.${item.category}`) })}
                    onClick={() => setOpen(isOpen ? undefined : item.category)}
                  >
                    <svg viewBox="0 0 24 24" width="12" height="12" aria-hidden="true">
                      <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" />
                    </svg>
                  </button>
                  {isOpen && (
                    <Suspense fallback={null}>
                      <VendorMenu
                        item={item}
                        cdns={s.settings.imageCdns}
                        id={menuId}
                        onPick={() => setOpen(undefined)}
                      />
                    </Suspense>
                  )}
                </li>
              )
            })}
        <li className="nav-item">
          <NavLink href="/promotions" className="nav-link" alsoCurrentOn={["/promoDetail"]}>
            <CategoryIcon name="PROMO" />
            <span>{t("promotions")}</span>
          </NavLink>
        </li>
      </ul>
    </nav>
  )
}

/** The launch rules (core's `launchDecision`) send a category to its own page: the link needs no launch. */
const opensOwnPage = (s: State, category: GameCategory): boolean => {
  const d = launchDecision(s, { _tag: "Category", category })
  return d._tag === "OpenPage" && d.path === categoryRoute[category] && d.vendor === undefined
}
