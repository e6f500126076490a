/**
 * The VIP page (spec section 2 `/vip`): every level with what it takes (total deposits, total valid bets) and what it
 * gives (upgrade, monthly and birthday bonuses, rebate), in the level's colour; for a member with a rank, the current
 * level and the progress to the next (core's `progressPercent`); for a visitor, an offer to join. Skeletons while the
 * levels load, a retry when they failed.
 */
import type { CSSProperties } from "react"
import { progressPercent, type VipLevel } from "../../../core/model/VipLevel.ts"
import { canRegister } from "../../../core/permissions/features.ts"
import { isRealMember } from "../../../core/permissions/roles.ts"
import { openModal } from "../../actions/modals.ts"
import { loadVip } from "../../actions/vip.ts"
import { useLoad } from "../../app/useLoad.ts"
import { Button } from "../../components/Button.tsx"
import { LoadFailed } from "../../components/LoadFailed.tsx"
import { Meter } from "../../components/Meter.tsx"
import { Skeleton } from "../../components/Skeleton.tsx"
import { PageHero } from "../../content/PageHero.tsx"
import { amount, formatNumber } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"
import "../../content/content.css"
import "./Vip.css"
import { useCore } from "../../state/useCore.ts"

const money = (v: number | null | undefined): string | undefined => (v == null || v <= 0 ? undefined : `P ${amount(v)}`)

export default function Vip() {
  const t = useT("public")
  const s = useCore()
  const levels = s.memberCentre.vipLevels
  const rank = s.memberCentre.rankProgress
  const member = isRealMember(s)
  const { status, retry } = useLoad(loadVip, [member])

  const row = (label: string, value: string | undefined) =>
    value === undefined ? null : (
      <div className="vip-row">
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    )

  const card = (l: VipLevel) => {
    const current = member && rank?.labelName != null && rank.labelName === l.name
    return (
      <li
        key={l.level}
        className="vip-card"
        style={{ "--vip-color": l.color ?? "var(--color-label-default)" } as CSSProperties}
        aria-current={current ? "true" : undefined}
      >
        <div className="vip-card-head">
          <span className="vip-gem" aria-hidden="true" />
          <div>
            <p className="caps-label">{t("vip.level", { level: l.level })}</p>
            <h3 className="vip-card-name">{l.name}</h3>
          </div>
          {current && (
            <span className="content-badge" data-tone="go">
              {t("vip.your_level")}
            </span>
          )}
        </div>
        <p className="caps-label vip-card-sub">{t("vip.requirements")}</p>
        <dl className="vip-list">
          {row(t("vip.min_deposit"), money(l.minDeposit) ?? t("vip.none"))}
          {row(t("vip.min_valid_bet"), money(l.minValidBet) ?? t("vip.none"))}
        </dl>
        <p className="caps-label vip-card-sub">{t("vip.benefits")}</p>
        <dl className="vip-list">
          {row(t("vip.upgrade_bonus"), money(l.upgradeBonus) ?? t("vip.none"))}
          {row(t("vip.monthly_bonus"), money(l.monthlyBonus) ?? t("vip.none"))}
          {row(t("vip.birthday_bonus"), money(l.birthdayBonus) ?? t("vip.none"))}
          {row(t("vip.rebate_rate"), l.rebateRate == null ? t("vip.none") : `${formatNumber(l.rebateRate)}%`)}
        </dl>
      </li>
    )
  }

  return (
    <div className="content-page">
      <PageHero kicker={t("vip.kicker")} title={t("vip.title")} lead={t("vip.lead")}>
        {!s.session.loggedIn && canRegister(s) && (
          <Button variant="primary" size="lg" onClick={() => openModal("register")}>
            {t("vip.join_cta")}
          </Button>
        )}
      </PageHero>

      {member && rank !== undefined && (
        <section className="card content-panel vip-progress" aria-labelledby="vip-progress-title">
          <h2 id="vip-progress-title">
            {t("vip.your_level")}: {rank.labelName ?? "—"}
          </h2>
          {rank.nextLabelName != null && rank.nextLabelName !== "" ? (
            <>
              <p className="promo-note">{t("vip.progress", { next: rank.nextLabelName })}</p>
              <Meter
                className="vip-bar"
                label={t("vip.progress", { next: rank.nextLabelName })}
                percent={progressPercent(rank)}
              />
              <p className="accent-figure">{progressPercent(rank)}%</p>
            </>
          ) : (
            <p className="promo-note">{t("vip.top_level")}</p>
          )}
        </section>
      )}

      <section aria-labelledby="vip-levels-title" className="content-block">
        <h2 id="vip-levels-title" className="content-section-title">
          {t("vip.levels")}
        </h2>
        {levels.length === 0 && status === "loading" ? (
          <div className="tile-grid vip-grid" role="status" aria-label={t("loading")}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={320} />
            ))}
          </div>
        ) : levels.length === 0 && status === "failed" ? (
          <LoadFailed className="empty-box" message={t("load_failed")} retryLabel={t("retry")} onRetry={retry} />
        ) : levels.length === 0 ? (
          <p className="empty-box">{t("vip.empty")}</p>
        ) : (
          <ol className="tile-grid vip-grid">{levels.map(card)}</ol>
        )}
      </section>
    </div>
  )
}
