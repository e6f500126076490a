/**
 * Join us (spec section 2 `/join`; section 1: agents with an agent centre, dividend and salary contracts, real-time
 * salary settled every 5 minutes): why to become a partner, how to start, and the two ways in — register (when the
 * brand allows direct registration and nobody is logged in) and customer service, which opens agent accounts.
 */
import { canRegister } from "../../../core/permissions/features.ts"
import { openCustomerService } from "../../actions/customerService.ts"
import { openModal } from "../../actions/modals.ts"
import { Button } from "../../components/Button.tsx"
import { PageHero } from "../../content/PageHero.tsx"
import { StepsPanel } from "../../content/StepsPanel.tsx"
import { useT } from "../../i18n/useT.ts"
import "../../content/content.css"
import "./JoinUs.css"
import { useCore } from "../../state/useCore.ts"

const benefits = [
  { key: "commission", icon: "%" },
  { key: "settlement", icon: "⏱" },
  { key: "tools", icon: "▦" },
  { key: "support", icon: "☎" },
] as const

export default function JoinUs() {
  const t = useT("public")
  const s = useCore()
  const register = !s.session.loggedIn && canRegister(s)
  const actions = (
    <>
      {register && (
        <Button variant="primary" size="lg" onClick={() => openModal("register")}>
          {t("join.register")}
        </Button>
      )}
      <Button variant="secondary" size="lg" onAction={openCustomerService}>
        {t("join.contact")}
      </Button>
    </>
  )
  return (
    <div className="content-page">
      <PageHero kicker={t("join.kicker")} title={t("join.title")} lead={t("join.lead")}>
        {actions}
      </PageHero>
      <section aria-labelledby="join-why">
        <h2 id="join-why" className="content-section-title">
          {t("join.why")}
        </h2>
        <ul className="tile-grid join-grid">
          {benefits.map((b) => (
            <li key={b.key} className="card content-panel stack join-card">
              <span className="icon-badge join-icon" aria-hidden="true">
                {b.icon}
              </span>
              <h3>{t(`join.benefit.${b.key}`)}</h3>
              <p>{t(`join.benefit.${b.key}_text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <StepsPanel id="join-steps" title={t("join.steps")} count={3} step={(n) => t(`join.step.${n}`)}>
        <div className="content-hero-actions">{actions}</div>
      </StepsPanel>
    </div>
  )
}
