/**
 * The member centre's player rank (spec section 2 `playerRank`, opened only when the member has a label): the
 * member's VIP level, the progress to the next (core's `progressPercent`: the lesser of the deposit and valid-bet
 * ratios, to a tenth of a percent), each requirement's own progress, and every level's benefits with the member's own
 * row marked.
 */
import { useEffect } from "react"
import { progressPercent, requirementPercent } from "../../../core/model/VipLevel.ts"
import { loadPlayerRank } from "../../actions/playerRank.ts"
import { Meter } from "../../components/Meter.tsx"
import { amount } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"
import { countText } from "../../records/cellText.ts"
import { LoadingRows } from "../../records/PageState.tsx"
import { useCore } from "../../state/useCore.ts"
import { CentrePage } from "../parts/CentrePage.tsx"
import { TablePanel } from "../parts/RewardPanels.tsx"

const money = (v: number | null | undefined): string => (v == null ? "-" : amount(v))

/** A bar's fill: any progress at all stays visible (a sliver), however far the next level is. */
const barWidth = (percent: number) => ({ width: percent > 0 ? `max(6px, ${percent}%)` : "0" })

/** One requirement's own share, beside its figures. */
function RequirementPercent({ percent }: { readonly percent: number | undefined }) {
  if (percent === undefined) return null
  return <span className="rank-requirement-percent"> ({countText(percent)}%)</span>
}

/** One requirement of the next level (deposit, valid bet): what the member has of what it asks, and its share. */
function Requirement({
  label,
  current,
  next,
}: {
  readonly label: string
  readonly current: number | null | undefined
  readonly next: number | null | undefined
}) {
  return (
    <div className="rp-stat">
      <dt>{label}</dt>
      <dd>
        {money(current)} / {money(next)}
        <RequirementPercent percent={requirementPercent(current, next)} />
      </dd>
    </div>
  )
}

/** The page. */
export default function PlayerRank() {
  const t = useT("records")
  const { memberCentre, session } = useCore()
  const progress = memberCentre.rankProgress
  const levels = memberCentre.vipLevels
  useEffect(() => {
    void loadPlayerRank()
  }, [])
  const label = progress?.labelName ?? session.member?.label ?? ""
  const percent = progress === undefined ? 0 : progressPercent(progress)
  const current = progress?.rankLevel ?? levels.find((l) => l.name === label)?.level
  const isMine = (l: (typeof levels)[number]) => current !== undefined && l.level === current
  return (
    <CentrePage title={t("title_rank")}>
      {progress === undefined || !t.ready ? (
        <LoadingRows label={t("loading_rank")} rows={2} height={96} />
      ) : (
        <div className="card rp-panel rank-card">
          <div className="rp-item-row">
            <div>
              <p className="muted-note">{t("current_level")}</p>
              <p className="accent-figure rank-name">{label || "-"}</p>
            </div>
            <div className="rank-next">
              <p className="muted-note">{t("next_level")}</p>
              <p className="accent-figure rank-name is-next">{progress.nextLabelName || t("top_level")}</p>
            </div>
          </div>
          <Meter className="rp-bar rank-bar" label={t("rank_progress")} percent={percent} fill={barWidth(percent)} />
          <p className="muted-note">{t("rank_percent", { percent: countText(percent) })}</p>
          {progress.nextLabelName && (
            <dl className="rp-stats">
              <Requirement
                label={t("deposit_progress")}
                current={progress.currentDeposit}
                next={progress.nextDeposit}
              />
              <Requirement
                label={t("validbet_progress")}
                current={progress.currentValidBet}
                next={progress.nextValidBet}
              />
            </dl>
          )}
        </div>
      )}
      <TablePanel
        title={t("benefits")}
        rows={levels}
        rowKey={(l) => l.level}
        current={isMine}
        columns={[
          {
            label: t("col_level"),
            primary: true,
            cell: (l) => (
              <>
                {l.name}
                {isMine(l) && <span className="rp-badge is-accent rank-you">{t("your_level")}</span>}
              </>
            ),
          },
          { label: t("col_minDeposit"), align: "col-amount", cell: (l) => money(l.minDeposit) },
          { label: t("col_minValidBet"), align: "col-amount", cell: (l) => money(l.minValidBet) },
          { label: t("col_upgradeBonus"), align: "col-amount", cell: (l) => money(l.upgradeBonus) },
          { label: t("col_monthlyBonus"), align: "col-amount", cell: (l) => money(l.monthlyBonus) },
          { label: t("col_birthdayBonus"), align: "col-amount", cell: (l) => money(l.birthdayBonus) },
          {
            label: t("col_rebateRate"),
            align: "col-count",
            cell: (l) => (l.rebateRate == null ? "-" : `${countText(l.rebateRate)}%`),
          },
        ]}
        empty={<LoadingRows label={t("loading_rank")} rows={3} height={36} />}
      />
    </CentrePage>
  )
}
