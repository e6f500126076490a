/**
 * The agent centre popup (spec section 2): title Agent, a left menu of the agent's pages (core's `agentCentreMenu`
 * projection: the eight pages every agent sees, then dividend, daily and hourly salary by contract flag), a close
 * button, and the page beside the menu, which came in the centre's chunk (default `agentTeamOverview`). The menu shows once its strings
 * are in. It is a modal (ui/components/Modal.tsx): the body's scroll is hidden while it is open, the focus stays
 * inside, and Escape, the close button or a cover click close it. It wears the member centre's two-column layout
 * (ui/memberCentre/MemberCentre.css), so both centres look alike; a page without a component yet says so.
 */
import { agentCentreMenu } from "../../core/projections/agentCentreMenu.ts"
import { closeAgentCentre, selectAgentPage } from "../actions/agentCentre.ts"
import { Modal } from "../components/Modal.tsx"
import { useT } from "../i18n/useT.ts"
import {
  CentreBalance,
  CentreLoading,
  CentreMenu,
  CentrePage,
  useCentreScroll,
} from "../memberCentre/parts/CentreFrame.tsx"
import { AgentMenuIcon } from "./AgentMenuIcon.tsx"
import { agentCentrePages } from "./pages.ts"
import "../memberCentre/MemberCentre.css"
import "./AgentCentre.css"
import { useCore } from "../state/useCore.ts"

/** The popup's width on wide screens. */
const width = 1120

/** The popup. */
export default function AgentCentre() {
  const t = useT("agentCentre")
  const s = useCore()
  const menu = agentCentreMenu(s)
  const { content, nav } = useCentreScroll(menu.page, t.ready)

  if (!t.ready) return <CentreLoading />

  const current = menu.items.find((i) => i.page === menu.page)
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
              <CentreBalance label={t("balance")} wallet={wallet} />
            </div>
          </div>
          <CentreMenu
            label={t("menu")}
            items={menu.items}
            text={t}
            onSelect={selectAgentPage}
            icon={(page) => <AgentMenuIcon page={page} />}
            navRef={nav}
          />
        </aside>
        <CentrePage
          titleId="ac-page-title"
          title={current === undefined ? t("title") : t(current.labelKey)}
          page={menu.page}
          Page={agentCentrePages[menu.page]}
          contentRef={content}
        />
      </div>
    </Modal>
  )
}
