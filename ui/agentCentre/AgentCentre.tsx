/**
 * The agent centre popup (spec section 2): title Agent, a left menu of the agent's pages (core's `agentCentreMenu`
 * projection: the eight pages every agent sees, then dividend, daily and hourly salary by contract flag), a close
 * button, and the page's own lazy chunk beside the menu (default `agentTeamOverview`). The menu shows once its strings
 * are in. It is a modal (ui/components/Modal.tsx): the body's scroll is hidden while it is open, the focus stays
 * inside, and Escape, the close button or a cover click close it. It wears the member centre's two-column layout
 * (ui/memberCentre/MemberCentre.css), so both centres look alike; a page without a component yet says so.
 */
import { Suspense, useEffect, useRef } from "react"
import { useSnapshot } from "valtio"
import { agentCentreMenu } from "../../core/projections/agentCentreMenu.ts"
import type { State } from "../../core/state/State.ts"
import { closeAgentCentre, selectAgentPage } from "../actions/agentCentre.ts"
import { Modal } from "../components/Modal.tsx"
import { Progress } from "../components/Progress.tsx"
import { Skeleton } from "../components/Skeleton.tsx"
import { amount } from "../i18n/format.ts"
import { useT } from "../i18n/useT.ts"
import { view } from "../state/mirror.ts"
import { AgentMenuIcon } from "./AgentMenuIcon.tsx"
import { agentPageComponentOf } from "./pages.ts"
import "../memberCentre/MemberCentre.css"
import "./AgentCentre.css"

/** The popup's width on wide screens. */
const width = 1120

/** The popup. */
export default function AgentCentre() {
  const t = useT("agentCentre")
  const common = useT("common")
  const s = useSnapshot(view) as unknown as State
  const menu = agentCentreMenu(s)
  const content = useRef<HTMLDivElement>(null)
  const nav = useRef<HTMLElement>(null)

  // A page picked from the menu starts at its top, and its menu item stays in view (a scrolling row on a phone).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is the trigger, not a value read.
  useEffect(() => {
    content.current?.scrollTo?.({ top: 0 })
    nav.current?.querySelector("[aria-current='page']")?.scrollIntoView?.({ block: "nearest", inline: "nearest" })
  }, [menu.page, t.ready])

  if (!t.ready) {
    return (
      <div className="modal-loading">
        <Progress label={common("loading")} />
      </div>
    )
  }

  const current = menu.items.find((i) => i.page === menu.page)
  const Page = agentPageComponentOf(menu.page)
  const member = s.session.member
  const wallet = s.wallet

  return (
    <Modal title={t("title")} onClose={closeAgentCentre} width={width} className="mc ac" hideTitle>
      <div className="mc-layout">
        <aside className="mc-side">
          <div className="mc-profile">
            <span className="mc-avatar ac-avatar" aria-hidden="true">
              {(member?.account ?? "?").slice(0, 1).toUpperCase()}
            </span>
            <div className="mc-profile-text">
              <p className="mc-heading">{t("title")}</p>
              <p className="mc-account">{member?.account}</p>
              <p className="mc-balance">
                <span className="mc-balance-label">{t("balance")}</span>
                <span className="mc-balance-value">
                  {wallet.currencySymbol} {wallet.loaded ? (wallet.hidden ? "***" : amount(wallet.sum)) : "—"}
                </span>
              </p>
            </div>
          </div>
          <nav className="mc-menu" aria-label={t("menu")} ref={nav}>
            <ul>
              {menu.items.map((item) => (
                <li key={item.page}>
                  <button
                    type="button"
                    className={`mc-menu-item ${item.active ? "mc-menu-item-active" : ""}`.trim()}
                    aria-current={item.active ? "page" : undefined}
                    onClick={() => selectAgentPage(item.page)}
                  >
                    <AgentMenuIcon page={item.page} />
                    <span className="mc-menu-text">{t(item.labelKey)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <section className="mc-content" ref={content} aria-labelledby="ac-page-title">
          <h3 id="ac-page-title" className="mc-page-title">
            {current === undefined ? t("title") : t(current.labelKey)}
          </h3>
          {Page === undefined ? (
            <div className="mc-soon">
              <p className="mc-soon-title">{common("coming_soon_title")}</p>
              <p>{common("coming_soon")}</p>
            </div>
          ) : (
            <Suspense fallback={<PageSkeleton label={common("loading")} />}>
              <Page key={menu.page} />
            </Suspense>
          )}
        </section>
      </div>
    </Modal>
  )
}

/** What shows while a page's chunk loads. */
function PageSkeleton({ label }: { readonly label: string }) {
  return (
    <div className="mc-skeleton" role="status" aria-label={label}>
      <Skeleton height={88} />
      <Skeleton height={18} width="60%" />
      <Skeleton height={44} />
      <Skeleton height={44} />
    </div>
  )
}
