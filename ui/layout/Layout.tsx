/**
 * The layout variants of spec section 2: `full` (header, side menu, footer, floating bar, mini game widget),
 * `noSideMenu` (the points mall), `headerOnly` (lottery, seamless, game pages) and `contentOnly` (/helpmc). The side
 * menu, footer, floating bar and widget are lazy chunks: the first paint needs only the header and the section. The
 * footer, floating bar and widget (below the fold or floating) are asked for only once the portal is interactive
 * (useInteractive.ts); until then the footer's space is reserved, so nothing shifts.
 */
import { lazy, type ReactNode, Suspense } from "react"
import type { Variant } from "../app/routes.ts"
import { useInteractive } from "../app/useInteractive.ts"
import { useT } from "../i18n/useT.ts"
import { Header } from "./Header.tsx"
import "./Layout.css"

const SideMenu = lazy(() => import("./SideMenu.tsx"))
const Footer = lazy(() => import("./Footer.tsx"))
const RightBar = lazy(() => import("./RightBar.tsx"))
const MiniGame = lazy(() => import("./MiniGame.tsx"))

export interface LayoutProps {
  readonly variant: Variant
  readonly children: ReactNode
}

/** The layout of a route. */
export function Layout({ variant, children }: LayoutProps) {
  const t = useT("layout")
  const framed = variant === "full" || variant === "noSideMenu"
  const later = useInteractive()
  return (
    <div className={`app app-${variant}`}>
      <a href="#main" className="skip-link">
        {t("skip_to_content")}
      </a>
      {variant !== "contentOnly" && <Header />}
      <div className="app-body">
        {variant === "full" && (
          <Suspense fallback={<div className="side-menu side-menu-placeholder" />}>
            <SideMenu />
          </Suspense>
        )}
        <main id="main" className="app-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      {framed &&
        (later ? (
          <Suspense fallback={<div className="footer-placeholder" />}>
            <Footer />
            <RightBar />
            <MiniGame />
          </Suspense>
        ) : (
          <div className="footer-placeholder" />
        ))}
    </div>
  )
}
