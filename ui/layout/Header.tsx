/**
 * The header (spec section 2): the top band with the language selector, the GMT+8 clock and the visitor's buttons or
 * the logged-in bar (a lazy chunk); the bottom band with the logo (to home) and the navigation. One grid, so narrow screens can
 * move the buttons beside the logo and give the navigation its own scrolling row.
 */
import { lazy, Suspense, useState } from "react"
import { NavLink } from "../app/NavLink.tsx"
import { Skeleton } from "../components/Skeleton.tsx"
import { useT } from "../i18n/useT.ts"
import { Clock } from "./Clock.tsx"
import { HeaderNav } from "./HeaderNav.tsx"
import { LanguageSelect } from "./LanguageSelect.tsx"
import { LoggedOutActions } from "./LoggedOutActions.tsx"
import "./Header.css"
import { useCore } from "../state/useCore.ts"

// A member's bar is its own chunk: most first visits are visitors'.
const LoggedInBar = lazy(() => import("../memberBar/LoggedInBar.tsx").then((m) => ({ default: m.LoggedInBar })))
// The drawer is asked for only when the menu button is pressed (narrow screens).
const NavDrawer = lazy(() => import("./NavDrawer.tsx"))

/** The header. */
export function Header() {
  const t = useT("layout")
  const { session } = useCore()
  const [drawer, setDrawer] = useState(false)
  return (
    <header className="header">
      <div className="header-grid">
        <div className="header-lang">
          <LanguageSelect />
        </div>
        <div className="header-clock">
          <Clock />
        </div>
        <div className="header-auth">
          {session.loggedIn ? (
            <Suspense fallback={<Skeleton width={220} height={32} round />}>
              <LoggedInBar />
            </Suspense>
          ) : (
            <LoggedOutActions />
          )}
        </div>
        <div className="header-start">
          {/* Narrow screens hide the side menu: this opens its places in a drawer (VIP, the points mall...). */}
          <button
            type="button"
            className="header-menu"
            aria-label={t("menu")}
            aria-haspopup="dialog"
            aria-expanded={drawer}
            onClick={() => setDrawer(true)}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <NavLink href="/" className="header-logo" aria-label={t("logo_home")}>
            <img src="/favicon.svg" alt="" width="34" height="34" />
            <span className="header-wordmark">ARENA</span>
          </NavLink>
        </div>
        <div className="header-nav">
          <HeaderNav />
        </div>
      </div>
      {drawer && (
        <Suspense fallback={null}>
          <NavDrawer onClose={() => setDrawer(false)} />
        </Suspense>
      )}
    </header>
  )
}
