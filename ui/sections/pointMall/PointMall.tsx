/**
 * The points mall (spec section 2 `/pointMall`, no side menu; sections 3, 7 and 9): the member's points (they never
 * expire), the conversion ratio and what each product earns, the rewards by type with their price, value and stock,
 * redeeming one and converting points to cash — both confirmed by the login password. A visitor (or a trial
 * account) sees what the mall is and is asked to log in. Skeletons while loading, a retry when it failed.
 */

import { useState } from "react"
import { moneyCodes } from "../../../core/contract/ErrorCode.ts"
import { type PointReward, redeemRefusal, rewardIdOf, rewardOnOffer } from "../../../core/model/PointsMall.ts"
import { isRealMember } from "../../../core/permissions/roles.ts"
import { conversionRate, earnRates } from "../../../core/projections/pointsRatio.ts"
import { askToLogIn, loadMall } from "../../actions/pointsMall.ts"
import { useLoad } from "../../app/useLoad.ts"
import { Button } from "../../components/Button.tsx"
import { LoadFailed } from "../../components/LoadFailed.tsx"
import { Modal } from "../../components/Modal.tsx"
import { PressedChoices } from "../../components/PressedChoices.tsx"
import { Skeleton } from "../../components/Skeleton.tsx"
import { PageHero } from "../../content/PageHero.tsx"
import { amount, formatNumber } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"
import { imageUrl } from "../../state/imageUrl.ts"
import { ConvertForm } from "./ConvertForm.tsx"
import { RedeemForm } from "./RedeemForm.tsx"
import "../../content/content.css"
import "./PointMall.css"
import { useCore } from "../../state/useCore.ts"

const whole = (n: number): string => formatNumber(n).replace(/\.00$/, "")

const types = ["CASH", "GOODS"] as const

/** Out of stock: not even one can be redeemed (core's rule, asked with points and password out of the way). */
const soldOut = (r: PointReward): boolean =>
  redeemRefusal(r, 1, Number.POSITIVE_INFINITY, "-") === moneyCodes.quantityInvalid

export default function PointMall() {
  const t = useT("public")
  const s = useCore()
  const member = isRealMember(s)
  const p = s.points
  const [type, setType] = useState<string | undefined>(undefined)
  const [page, setPage] = useState(1)
  const [redeeming, setRedeeming] = useState<PointReward | undefined>(undefined)
  const [converting, setConverting] = useState(false)
  const [done, setDone] = useState<"redeemed" | "converted" | undefined>(undefined)
  const stopRedeeming = () => setRedeeming(undefined)
  const stopConverting = () => setConverting(false)
  // A form that went through closes its modal and says so above the rewards.
  const finished = (close: () => void, what: "redeemed" | "converted") => () => {
    close()
    setDone(what)
  }

  const { status, retry } = useLoad(
    () => loadMall({ page, ...(type === undefined ? {} : { type }) }),
    [member, type, page],
  )

  const rate = conversionRate(p.config)
  const rates = earnRates(p.config)
  const rows = p.rewards.rows
  const pages = Math.max(1, p.rewards.totalPages)

  return (
    <div className="content-page mall">
      <PageHero kicker={t("points.kicker")} title={t("points.title")} lead={t("points.lead")} />

      {!member ? (
        <section className="card content-panel mall-login" aria-labelledby="mall-login-title">
          <h2 id="mall-login-title">{t("points.login_title")}</h2>
          <p className="promo-note">{t("points.login_lead")}</p>
          <Button variant="primary" onAction={askToLogIn}>
            {t("action.login")}
          </Button>
        </section>
      ) : (
        <>
          <section className="mall-summary" aria-label={t("points.balance")}>
            <div className="card mall-stat mall-stat-main">
              <p className="muted-note mall-stat-label">{t("points.balance")}</p>
              <p className="accent-figure mall-stat-value" data-testid="points-balance">
                {p.balance === undefined ? <Skeleton width={120} height={36} /> : whole(p.balance)}
              </p>
              <p className="muted-note mall-stat-note">{t("points.never_expire")}</p>
              <Button
                variant="primary"
                disabled={rate === undefined}
                onClick={() => {
                  setDone(undefined)
                  setConverting(true)
                }}
              >
                {t("points.convert")}
              </Button>
            </div>
            <div className="card mall-stat">
              <p className="muted-note mall-stat-label">{t("points.ratio")}</p>
              <p className="accent-figure mall-stat-value mall-stat-value-sm">
                {rate === undefined ? "—" : t("points.ratio_value", { points: whole(rate / 100) })}
              </p>
              {rates.length > 0 && (
                <>
                  <p className="muted-note mall-stat-note">{t("points.earn_rates")}</p>
                  <ul className="tile-grid mall-rates">
                    {rates.map((r) => (
                      <li key={r.product}>
                        <span>
                          {t.has(`points.product.${r.product}`) ? t(`points.product.${r.product}`) : r.product}
                        </span>
                        <strong>{whole(r.rate)}</strong>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          </section>

          {done !== undefined && (
            <p className="alert alert-success" role="status">
              {t(`points.${done}`)}
            </p>
          )}

          <section className="content-block" aria-labelledby="mall-rewards-title">
            <div className="row-spread">
              <h2 id="mall-rewards-title" className="content-section-title">
                {t("points.rewards")}
              </h2>
              <PressedChoices
                className="content-tabs"
                buttonClassName="content-tab"
                legend={t("points.rewards")}
                choices={[[undefined, t("points.all")], ...types.map((k) => [k, t(`points.type.${k}`)] as const)]}
                pressed={type}
                onChoose={(k) => {
                  setType(k)
                  setPage(1)
                }}
              />
            </div>
            {rows.length === 0 && status === "loading" ? (
              <div className="tile-grid mall-grid" role="status" aria-label={t("loading")}>
                {[0, 1, 2, 3].map((i) => (
                  <div key={i} className="card stack mall-card">
                    <Skeleton height={120} />
                    <Skeleton width="70%" />
                    <Skeleton width="40%" />
                  </div>
                ))}
              </div>
            ) : status === "failed" && rows.length === 0 ? (
              <LoadFailed className="empty-box" message={t("load_failed")} retryLabel={t("retry")} onRetry={retry} />
            ) : rows.length === 0 ? (
              <p className="empty-box">{t("points.empty")}</p>
            ) : (
              <ul className="tile-grid mall-grid">
                {rows.map((r) => {
                  const name = r.rewardName ?? r.name ?? ""
                  const kind = (r.redeemType ?? r.type ?? "").toUpperCase()
                  const out = soldOut(r)
                  const offered = rewardOnOffer(r)
                  const noteId = `mall-note-${rewardIdOf(r) ?? name}`
                  const image = imageUrl(r.imageUrl, s.settings.imageCdns)
                  return (
                    <li
                      key={rewardIdOf(r) ?? name}
                      className="card stack mall-card"
                      data-sold-out={out || !offered || undefined}
                    >
                      <div className="mall-card-art" data-kind={kind}>
                        {image !== undefined ? (
                          <img src={image} alt="" loading="lazy" />
                        ) : (
                          <RewardIcon cash={kind === "CASH"} />
                        )}
                      </div>
                      <h3 className="mall-card-title">{name}</h3>
                      <p className="accent-figure mall-card-cost">{t("points.cost", { points: whole(r.points) })}</p>
                      <p className="mall-card-meta">
                        {r.amount != null && r.amount > 0 && (
                          <span>{t("points.worth", { amount: amount(r.amount) })}</span>
                        )}
                        <span>
                          {out
                            ? t("points.sold_out")
                            : r.quantity != null
                              ? t("points.left", { count: r.quantity })
                              : null}
                        </span>
                      </p>
                      {r.remark != null && r.remark !== "" && <p className="muted-note">{r.remark}</p>}
                      {!offered && (
                        <p className="muted-note" id={noteId}>
                          {t("points.not_on_offer_note")}
                        </p>
                      )}
                      <Button
                        variant={out || !offered ? "secondary" : "primary"}
                        disabled={out || !offered}
                        aria-label={t("points.redeem_of", { name })}
                        aria-describedby={offered ? undefined : noteId}
                        onClick={() => {
                          setDone(undefined)
                          setRedeeming(r)
                        }}
                      >
                        {!offered ? t("points.not_on_offer") : out ? t("points.sold_out") : t("points.redeem")}
                      </Button>
                    </li>
                  )
                })}
              </ul>
            )}
            {pages > 1 && (
              <nav className="mall-pages" aria-label={t("points.rewards")}>
                <Button variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t("points.prev")}
                </Button>
                <span>{t("points.page", { page, pages })}</span>
                <Button variant="ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t("points.next")}
                </Button>
              </nav>
            )}
          </section>
        </>
      )}

      {redeeming !== undefined && (
        <Modal
          title={t("points.redeem_of", { name: redeeming.rewardName ?? redeeming.name ?? "" })}
          width={440}
          onClose={stopRedeeming}
        >
          <RedeemForm
            reward={redeeming}
            balance={p.balance}
            onCancel={stopRedeeming}
            onDone={finished(stopRedeeming, "redeemed")}
          />
        </Modal>
      )}
      {converting && (
        <Modal title={t("points.convert_title")} width={440} onClose={stopConverting}>
          <ConvertForm
            balance={p.balance}
            config={p.config}
            onCancel={stopConverting}
            onDone={finished(stopConverting, "converted")}
          />
        </Modal>
      )}
    </div>
  )
}

/** A reward the platform sends without an image: a drawn voucher or gift box, never an emoji (fonts differ). */
function RewardIcon({ cash }: { readonly cash: boolean }) {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
      {cash ? (
        <>
          <rect x="6" y="16" width="52" height="32" rx="5" fill="currentColor" opacity="0.85" />
          <circle cx="32" cy="32" r="9" fill="none" stroke="#fff" strokeWidth="3" />
          <circle cx="14" cy="32" r="3" fill="#fff" />
          <circle cx="50" cy="32" r="3" fill="#fff" />
        </>
      ) : (
        <>
          <rect x="10" y="26" width="44" height="30" rx="4" fill="currentColor" opacity="0.85" />
          <rect x="6" y="18" width="52" height="10" rx="3" fill="currentColor" />
          <rect x="29" y="18" width="6" height="38" fill="#fff" />
          <path
            d="M32 18 C24 6 14 12 22 18 M32 18 C40 6 50 12 42 18"
            stroke="currentColor"
            strokeWidth="4"
            fill="none"
          />
        </>
      )}
    </svg>
  )
}
