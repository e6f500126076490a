/**
 * The member centre popup (spec section 2): a left menu of the pages the member may see (core's
 * `memberCentreMenu` projection: platform order, the mission badge, playerRank only with a member label), the
 * account and balance above it, the close button, and the page beside it (every page comes in the centre's chunk). It renders once its
 * strings are in; it is a modal, so the body's scroll is hidden while it is open, the focus stays inside, and Escape,
 * the close button or a cover click close it (core clears the point-mall handle then). The page is kept in the
 * address (`?mc=<page>`) while it is open, so a reload returns to it. A page without a component yet says so.
 * Narrow screens put the menu in a scrolling row above the page.
 */
import { memberCentreMenu } from "../../core/projections/memberCentreMenu.ts"
import { Modal } from "../components/Modal.tsx"
import { useT } from "../i18n/useT.ts"
import { MenuIcon } from "./MenuIcon.tsx"
import { closeCentre, selectPage } from "./navigation.ts"
import { memberCentrePages } from "./pages.ts"
import { CentreBalance, CentreLoading, CentreMenu, CentrePage, useCentreScroll } from "./parts/CentreFrame.tsx"
import { useKeepPageInUrl } from "./useMemberCentreUrl.ts"
import "./MemberCentre.css"
import { useCore } from "../state/useCore.ts"

/** The popup's width on wide screens. */
const width = 1120

/** The popup. */
export default function MemberCentre() {
  const t = useT("memberCentre")
  const s = useCore()
  const menu = memberCentreMenu(s)
  useKeepPageInUrl(menu.page)
  const { content, nav } = useCentreScroll(menu.page, t.ready)

  if (!t.ready) return <CentreLoading />

  const current = menu.items.find((i) => i.page === menu.page)
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
              <CentreBalance label={t("total_balance")} wallet={wallet} />
            </div>
          </div>
          <CentreMenu
            label={t("menu")}
            items={menu.items}
            text={t}
            onSelect={selectPage}
            icon={(page) => <MenuIcon page={page} />}
            after={(item) =>
              item.badge !== undefined && (
                <span className="badge" role="status" aria-label={t("open_missions", { count: item.badge })}>
                  {item.badge}
                </span>
              )
            }
            navRef={nav}
          />
        </aside>
        <CentrePage
          titleId="mc-page-title"
          title={current === undefined ? t("title") : t(current.labelKey)}
          page={menu.page}
          Page={memberCentrePages[menu.page]}
          contentRef={content}
        />
      </div>
    </Modal>
  )
}
