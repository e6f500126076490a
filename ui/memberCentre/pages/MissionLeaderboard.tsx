/**
 * The member centre's mission activity (spec section 2 `missionLeaderboard`: a count badge when open missions exist):
 * each mission with its progress and reward, the claim of a completed one (core refuses anything else and sends the
 * claim once, with an idempotency key), and the leaderboard.
 */
import { useEffect, useState } from "react"
import { brandTimeText } from "../../../core/model/BrandDate.ts"
import { isClaimable } from "../../../core/model/Mission.ts"
import { openMissionCount } from "../../../core/permissions/memberCentre.ts"
import type { AccountOutcome } from "../../actions/accountOutcome.ts"
import { claimMissionReward, loadMissionActivity } from "../../actions/missions.ts"
import { Button } from "../../components/Button.tsx"
import { Meter } from "../../components/Meter.tsx"
import { amount } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"
import { countText } from "../../records/cellText.ts"
import { Empty, LoadingRows, OutcomeStatus } from "../../records/PageState.tsx"
import { useCore } from "../../state/useCore.ts"
import { CentrePage } from "../parts/CentrePage.tsx"
import { TablePanel } from "../parts/RewardPanels.tsx"

const statusClass: Readonly<Record<string, string>> = {
  OPEN: "",
  COMPLETED: "is-accent",
  CLAIMED: "is-success",
  EXPIRED: "is-danger",
}

/** The page. */
export default function MissionLeaderboard() {
  const t = useT("records")
  const snap = useCore()
  const { promotions } = snap
  const [outcome, setOutcome] = useState<AccountOutcome | undefined>(undefined)
  useEffect(() => {
    void loadMissionActivity()
  }, [])
  const open = openMissionCount(snap)
  const claim = async (missionId: string) => {
    setOutcome(undefined)
    setOutcome(await claimMissionReward(missionId))
  }
  return (
    <CentrePage
      title={t("title_missions")}
      badge={open > 0 && <span className="rp-badge is-accent">{t("open_missions", { count: open })}</span>}
    >
      <OutcomeStatus outcome={outcome} done={t("claim_done")} />
      {!promotions.missionsLoaded || !t.ready ? (
        <LoadingRows label={t("loading_missions")} height={88} rows={3} />
      ) : promotions.missions.length === 0 ? (
        <Empty title={t("missions_empty")} />
      ) : (
        <ul className="rp-list">
          {promotions.missions.map((m) => {
            const target = m.target ?? 0
            const progress = Math.min(m.progress ?? 0, target)
            const percent = target > 0 ? Math.floor((progress / target) * 100) : 0
            return (
              <li key={m.missionId} className="rp-item">
                <div className="rp-item-row">
                  <h4>{m.name}</h4>
                  <span className={`rp-badge ${statusClass[m.status] ?? ""}`}>{t(`mission_${m.status}`)}</span>
                </div>
                {m.description && <p className="muted-note">{m.description}</p>}
                {target > 0 && (
                  <>
                    <Meter className="rp-bar" label={t("mission_progress_label", { name: m.name })} percent={percent} />
                    <p className="muted-note">
                      {t("mission_progress", { progress: countText(progress), target: countText(target) })}
                    </p>
                  </>
                )}
                <div className="rp-item-row">
                  <span>
                    {t("mission_reward")}: <strong>{m.reward == null ? "-" : amount(m.reward)}</strong>
                    {m.endTime != null && (
                      <span className="muted-note"> · {t("mission_ends", { time: brandTimeText(m.endTime) })}</span>
                    )}
                  </span>
                  {isClaimable(m) && (
                    <Button
                      variant="primary"
                      size="sm"
                      busy={promotions.claiming === m.missionId}
                      onAction={() => claim(m.missionId)}
                      aria-label={t("claim_named", { name: m.name })}
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
      <TablePanel
        title={t("leaderboard")}
        rows={promotions.leaderboard}
        rowKey={(r) => `${r.rank}-${r.account}`}
        columns={[
          { label: t("col_rank"), cell: (r) => r.rank },
          { label: t("col_account"), primary: true, cell: (r) => r.account },
          { label: t("col_score"), align: "col-count", cell: (r) => (r.score == null ? "-" : countText(r.score)) },
          { label: t("mission_reward"), align: "col-amount", cell: (r) => (r.reward == null ? "-" : amount(r.reward)) },
        ]}
        empty={<p className="muted-note">{t("leaderboard_empty")}</p>}
      />
    </CentrePage>
  )
}
