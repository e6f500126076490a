/**
 * The member centre popup (spec section 2; issue 7): a left menu of the pages the member may see (core's
 * `memberCentreMenu` projection: platform order, the mission badge, playerRank only with a member label), the
 * account and balance above it, the close button, and the page's own lazy chunk beside it. It renders once its
 * strings are in; it is a modal, so the body's scroll is hidden while it is open, the focus stays inside, and Escape,
 * the close button or a cover click close it (core clears the point-mall handle then). The page is kept in the
 * address (`?mc=<page>`) while it is open, so a reload returns to it. A page without a component yet says so.
 * Narrow screens put the menu in a scrolling row above the page.
 */
import { Suspense, useEffect, useRef } from "react"
import { useSnapshot } from "valtio"
import { memberCentreMenu } from "../../core/projections/memberCentreMenu.ts"
import type { State } from "../../core/state/State.ts"
import { Modal } from "../components/Modal.tsx"
import { Progress } from "../components/Progress.tsx"
import { Skeleton } from "../components/Skeleton.tsx"
import { amount } from "../i18n/format.ts"
import { useT } from "../i18n/useT.ts"
import { view } from "../state/mirror.ts"
import { MenuIcon } from "./MenuIcon.tsx"
import { closeCentre, selectPage } from "./navigation.ts"
import { pageComponentOf } from "./pages.ts"
import { useKeepPageInUrl } from "./useMemberCentreUrl.ts"
import "./MemberCentre.css"

/** The popup's width on wide screens. */
const width = 1120

/** The popup. */
export default function MemberCentre() {
  const t = useT("memberCentre")
  const common = useT("common")
  const s = useSnapshot(view) as unknown as State
  const menu = memberCentreMenu(s)
  useKeepPageInUrl(menu.page)
  const content = useRef<HTMLDivElement>(null)
  const first = useRef(true)
  const nav = useRef<HTMLElement>(null)

  // A page picked from the menu starts at its top (the content scrolls on its own).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is the trigger, not a value read.
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    content.current?.scrollTo?.({ top: 0 })
  }, [menu.page])

  // The page's menu item stays in view (on narrow screens the menu is a scrolling row).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is the trigger, not a value read.
  useEffect(() => {
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
  const Page = pageComponentOf(menu.page)
  const member = s.session.member
  const wallet = s.wallet

  return (
    <Modal title={t("title")} onClose={closeCentre} width={width} className="mc" hideTitle>
      <div className="mc-layout">
        <aside className="mc-side">
          <div className="mc-profile">
            <span className="mc-avatar" aria-hidden="true">
              {(member?.account ?? "?").slice(0, 1).toUpperCase()}
            </span>
            <div className="mc-profile-text">
              <p className="mc-heading">{t("title")}</p>
              <p className="mc-account">
                {member?.account}
                {member?.label !== undefined && (
                  <span className="mc-label" style={{ color: member.labelColor, borderColor: member.labelColor }}>
                    {member.label}
                  </span>
                )}
              </p>
              <p className="mc-balance">
                <span className="mc-balance-label">{t("total_balance")}</span>
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
                    onClick={() => selectPage(item.page)}
                  >
                    <MenuIcon page={item.page} />
                    <span className="mc-menu-text">{t(item.labelKey)}</span>
                    {item.badge !== undefined && (
                      <span className="badge" role="status" aria-label={t("open_missions", { count: item.badge })}>
                        {item.badge}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <section className="mc-content" ref={content} aria-labelledby="mc-page-title">
          <h3 id="mc-page-title" className="mc-page-title">
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
