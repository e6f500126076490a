/**
 * The layout variants of spec section 2: `full` (header, side menu, footer, floating bar, mini game widget),
 * `noSideMenu` (the points mall), `headerOnly` (lottery, seamless, game pages) and `contentOnly` (/helpmc). The
 * footer, floating bar and widget are lazy chunks (below the fold or floating), asked for only once the portal is
 * interactive (useInteractive.ts); until then the footer's space is reserved, so nothing shifts. The side menu is
 * part of the first view (a chunk of its own cost more in requests and headers than its half a kilobyte).
 */
import { lazy, type ReactNode, Suspense } from "react"
import type { Variant } from "../app/routes.ts"
import { useInteractive } from "../app/useInteractive.ts"
import { useT } from "../i18n/useT.ts"
import { Header } from "./Header.tsx"
import SideMenu from "./SideMenu.tsx"
import "./Layout.css"

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
        {variant === "full" && <SideMenu />}
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
