/**
 * The member centre's reward centre (spec section 2 `rewardCenter`): the member's points with the way to the points
 * mall and the redeem history, shortcuts to mission activity (with the open missions' count) and invite friends when
 * those promotions are on, and the member's promotions with their activity status (spec section 4), a claimable one
 * claimed in place.
 */
import { useEffect, useId, useState } from "react"
import { brandTimeText } from "../../../core/model/BrandDate.ts"
import { activityStatusOf } from "../../../core/model/Promotion.ts"
import { memberCentrePageShown, openMissionCount } from "../../../core/permissions/memberCentre.ts"
import type { AccountOutcome } from "../../actions/accountOutcome.ts"
import { claimPromotion } from "../../actions/promotions.ts"
import { loadRewardCentre, showMemberCentrePage } from "../../actions/rewardCentre.ts"
import { Button } from "../../components/Button.tsx"
import { useT } from "../../i18n/useT.ts"
import { countText } from "../../records/cellText.ts"
import { Empty, LoadingRows, OutcomeStatus } from "../../records/PageState.tsx"
import { useCore } from "../../state/useCore.ts"
import { CentrePage } from "../parts/CentrePage.tsx"
import { useLeaveCentre } from "../useMemberCentreUrl.ts"

const statusClass: Readonly<Record<string, string>> = {
  join: "is-accent",
  claim: "is-accent",
  claimed: "is-success",
  issued: "is-success",
  joined: "is-success",
  rejected: "is-danger",
  close: "",
}

/** A panel leading to another page of the centre (mission activity, invite friends): its name, a figure, a button. */
function Shortcut({
  title,
  figure,
  page,
  action,
}: {
  readonly title: string
  readonly figure: string
  readonly page: Parameters<typeof showMemberCentrePage>[0]
  readonly action: string
}) {
  return (
    <div className="card rp-panel">
      <p className="muted-note">{title}</p>
      <p className="reward-figure">{figure}</p>
      <Button variant="secondary" size="sm" onAction={() => showMemberCentrePage(page)}>
        {action}
      </Button>
    </div>
  )
}

/** The page. */
export default function RewardCenter() {
  const t = useT("records")
  const snap = useCore()
  const s = snap
  const leave = useLeaveCentre()
  const [outcome, setOutcome] = useState<AccountOutcome | undefined>(undefined)
  const id = useId()
  useEffect(() => {
    void loadRewardCentre()
  }, [])
  const missions = memberCentrePageShown(s, "missionLeaderboard")
  const referral = memberCentrePageShown(s, "referral")
  const toMall = () => leave("/pointMall")
  return (
    <CentrePage title={t("title_rewards")}>
      <div className="rp-stats">
        <div className="card rp-panel reward-points">
          <p className="muted-note">{t("points_balance")}</p>
          <p className="reward-figure">{snap.points.balance === undefined ? "-" : countText(snap.points.balance)}</p>
          <div className="rp-item-row">
            <Button variant="primary" size="sm" onClick={toMall}>
              {t("points_mall")}
            </Button>
            <Button variant="secondary" size="sm" onAction={() => showMemberCentrePage("redeemHistory")}>
              {t("title_redeem")}
            </Button>
          </div>
        </div>
        {missions && (
          <Shortcut
            title={t("title_missions")}
            figure={t("open_missions", { count: openMissionCount(s) })}
            page="missionLeaderboard"
            action={t("view_missions")}
          />
        )}
        {referral && (
          <Shortcut
            title={t("title_referral")}
            figure={t("invite_pitch")}
            page="referral"
            action={t("invite_friends")}
          />
        )}
      </div>
      <section className="rp-page" aria-labelledby={`${id}-promos`}>
        <h4 id={`${id}-promos`}>{t("my_promotions")}</h4>
        <OutcomeStatus outcome={outcome} done={t("claim_done")} />
        {!snap.promotions.loaded || !t.ready ? (
          <LoadingRows label={t("loading_rewards")} rows={3} height={64} />
        ) : snap.promotions.list.length === 0 ? (
          <Empty title={t("promotions_empty")} />
        ) : (
          <ul className="rp-list">
            {snap.promotions.list.map((p) => {
              const status = activityStatusOf(p.status)
              return (
                <li key={p.promotionId} className="rp-item">
                  <div className="rp-item-row">
                    <strong>{p.title}</strong>
                    {status !== undefined && (
                      <span className={`rp-badge ${statusClass[status] ?? ""}`}>{t(`activity_${status}`)}</span>
                    )}
                  </div>
                  <div className="rp-item-row">
                    <span className="muted-note">
                      {p.endTime != null ? t("promotion_until", { time: brandTimeText(p.endTime) }) : ""}
                    </span>
                    {status === "claim" && (
                      <Button
                        variant="primary"
                        size="sm"
                        aria-label={t("claim_named", { name: p.title })}
                        onAction={async () => setOutcome(await claimPromotion(p.promotionId))}
                      >
                        {t("claim")}
                      </Button>
                    )}
                  </div>
                </li>
              )
            })}
          </ul>
        )}
      </section>
    </CentrePage>
  )
}
