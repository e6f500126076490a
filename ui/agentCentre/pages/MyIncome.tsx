/**
 * The agent centre's my income (spec section 2 agentRevenueReport): the dividends and salaries earned by period, the
 * shared agent report list, with the range's totals by status above it (pending, paid, held; core's
 * `incomeStatusTotals`).
 */
import { incomeStatusTotals } from "../../../core/projections/agentReportColumns.ts"
import { amount } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"
import { useCore } from "../../state/useCore.ts"
import { AgentReportList } from "../AgentReportList.tsx"

/** The range's income by status, as labelled figures. */
function IncomeByStatus() {
  const t = useT("agentCentre")
  const totals = incomeStatusTotals(useCore().agentCentre.reports.income.byStatus)
  if (totals === undefined || !t.ready) return null
  return (
    <ul className="tile-grid ac-income-totals" aria-label={t("income_by_status")}>
      {totals.map((s) => (
        <li key={s.status} className={`ac-income-total is-${s.status.toLowerCase()}`}>
          <span className="ac-income-total-label">{t(`status_${s.status}`)}</span>
          <strong className="ac-income-total-amount">{amount(s.amount)}</strong>
        </li>
      ))}
    </ul>
  )
}

/** The page. */
export default function MyIncome() {
  return <AgentReportList kind="income" summary={<IncomeByStatus />} />
}
