/**
 * The agent centre's team overview (spec section 2, the default page): the team over a date range (last 7 days
 * first), as stat cards: the team's size, direct downlines, new and active members, first deposits, then the team's
 * balance, deposits, withdrawals, bets, valid bets, profit and loss, bonus and rebate, amounts with two decimals and
 * thousands separators. Core resolves the preset and keeps the report (`state.agentCentre.reports.teamOverview`).
 */

import { useEffect, useState } from "react"
import type { TeamOverview } from "../../../core/model/AgentReport.ts"
import { brandDayText } from "../../../core/model/BrandDate.ts"
import { queryAgentReport } from "../../actions/agentCentre.ts"
import { amount } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"
import { countText } from "../../records/cellText.ts"
import { LoadFailed, LoadingRows } from "../../records/PageState.tsx"
import { useCore } from "../../state/useCore.ts"
import { initialRange, inputOfRange, type RangeDraft, ReportRange } from "../ReportRange.tsx"

const counts: ReadonlyArray<keyof TeamOverview> = [
  "teamSize",
  "directCount",
  "newMembers",
  "activeMembers",
  "firstDepositCount",
]
const amounts: ReadonlyArray<keyof TeamOverview> = [
  "teamBalance",
  "depositAmount",
  "withdrawalAmount",
  "betAmount",
  "validBet",
  "profitLoss",
  "bonus",
  "rebate",
]

/** The page. */
export default function TeamOverviewPage() {
  const t = useT("agentCentre")
  const r = useT("records")
  const report = useCore().agentCentre.reports.teamOverview
  const kept = report.filter
  const [draft, setDraft] = useState<RangeDraft>(() =>
    kept === undefined
      ? initialRange
      : { preset: kept.preset, startDate: kept.startDate, endDate: kept.endDate, account: "" },
  )
  const query = (d: RangeDraft) => queryAgentReport("teamOverview", inputOfRange(d, 1, 10))

  // biome-ignore lint/correctness/useExhaustiveDependencies: the report loads once, when the page opens.
  useEffect(() => {
    void query(draft)
  }, [])

  const o = report.overview
  return (
    <div className="ac-page">
      <ReportRange
        draft={draft}
        onEdit={setDraft}
        onApply={(d) => {
          setDraft(d)
          void query(d)
        }}
      />
      <p className="muted-note record-count">
        {report.filter !== undefined &&
          r("range_shown", { start: brandDayText(report.filter.startDate), end: brandDayText(report.filter.endDate) })}
      </p>
      {report.error !== undefined ? (
        <LoadFailed text={t("load_failed")} retry={r("retry")} onRetry={() => query(draft)} />
      ) : o === undefined ? (
        <LoadingRows label={t("loading")} rows={3} height={72} />
      ) : (
        <>
          <ul className="tile-grid ac-stats" aria-label={t("team_members")} aria-busy={report.loading || undefined}>
            {counts.map((k) => (
              <li key={k} className="ac-stat">
                <span className="ac-stat-label">{t(`ov_${k}`)}</span>
                <span className="ac-stat-value">{countText(Number(o[k] ?? 0))}</span>
              </li>
            ))}
          </ul>
          <ul
            className="tile-grid ac-stats ac-stats-money"
            aria-label={t("team_money")}
            aria-busy={report.loading || undefined}
          >
            {amounts.map((k) => {
              const v = Number(o[k] ?? 0)
              const signed = k === "profitLoss" && v !== 0 ? (v > 0 ? "amount-up" : "amount-down") : ""
              return (
                <li key={k} className="ac-stat">
                  <span className="ac-stat-label">{t(`ov_${k}`)}</span>
                  <span className={`ac-stat-value ${signed}`.trim()}>{amount(v)}</span>
                </li>
              )
            })}
          </ul>
        </>
      )}
    </div>
  )
}
