/**
 * The contract requests an upline offered (spec sections 3 and 4 "Contracts": dividend, daily, hourly and real-time
 * salary), one list for the member centre (every kind) and each contract page of the agent centre (its kind). Each
 * request shows its kind, product and period by name, status and terms (rate, and beside a re-offered rate the rate
 * in force until it is accepted; active members, period valid bet, period P&L); the decisions it allows are core's
 * (`allowedDecisions`). Accepting a rate lower than a downline's asks the member to agree first: a confirmation in
 * place, then the decision is sent with the agreement. Strings of area `records`.
 */
import { useEffect, useId, useState } from "react"
import {
  allowedDecisions,
  type ContractDecision,
  type ContractKind,
  type ContractRequest,
  type ContractTier,
  contractTiers,
} from "../../core/model/AgentContract.ts"
import type { AccountOutcome } from "../actions/accountOutcome.ts"
import { type DecisionOutcome, decideContractRequest, loadContractRequests } from "../actions/contractRequests.ts"
import { Button } from "../components/Button.tsx"
import { amount, formatNumber } from "../i18n/format.ts"
import { type T, useT } from "../i18n/useT.ts"
import { useCore } from "../state/useCore.ts"
import { countText } from "./cellText.ts"
import { Empty, LoadFailed, LoadingRows, OutcomeStatus } from "./PageState.tsx"

const decisionKey: Readonly<Record<ContractDecision, string>> = { A: "accept", R: "reject", C: "terminate" }

const money = (v: number | null | undefined): string => (v == null ? "-" : amount(v))

/** A rate as its type reads: a percentage (`P`) or a fixed amount in pesos (`F`). */
export const contractRateText = (rate: number | null | undefined, rateType: string | null | undefined): string =>
  rate == null ? "-" : rateType === "F" ? formatNumber(rate) : `${rate}%`

/** A contract's product by name (`records` strings), or its code when the interface has none. */
export const contractProductName = (t: T, product: string): string =>
  product === "ALL" ? t("contract_product_ALL") : t.has(`gameType_${product}`) ? t(`gameType_${product}`) : product

/** The columns of a kind's tiers: their heading key and cell. */
const tierColumns = (
  kind: ContractKind,
  tiers: ReadonlyArray<ContractTier>,
): ReadonlyArray<readonly [string, (t: ContractTier) => string]> => {
  // A salary's tiers show the period P&L only when one sets it (a dividend's always do: it is what a dividend pays on).
  const pnl = tiers.some((t) => t.pnl != null) ? [["contract_pnl", (t: ContractTier) => money(t.pnl)] as const] : []
  const active = [
    "contract_active",
    (t: ContractTier) => (t.activeMember == null ? "-" : countText(t.activeMember)),
  ] as const
  const rate = ["contract_rate", (t: ContractTier) => contractRateText(t.rate, t.rateType)] as const
  switch (kind) {
    case "dividend":
      return [active, ["contract_valid_bet", (t) => money(t.validBet)], ["contract_pnl", (t) => money(t.pnl)], rate]
    case "dailySalary":
      return [active, ["contract_bet_daily", (t) => money(t.betAmount)], ...pnl, rate]
    case "hourSalary":
      return [active, ["contract_bet_hourly", (t) => money(t.betAmount)], ...pnl, rate]
    case "realTimeSalary":
      return [
        ["contract_bet_amount", (t) => money(t.betAmount)],
        ...pnl,
        ["contract_loss_rate", (t) => contractRateText(t.rate, t.rateType)],
        ["contract_win_rate", (t) => contractRateText(t.winRate, t.rateType)],
      ]
  }
}

/** Every tier of what a request offers, so the member decides on the whole terms (spec section 3 "Contract"). */
function TierTable({ request }: { readonly request: ContractRequest }) {
  const t = useT("records")
  const tiers = contractTiers(request)
  if (tiers.length === 0) return null
  const columns = tierColumns(request.kind, tiers)
  return (
    <table className="record-table contract-tiers">
      <caption>{t("contract_tiers")}</caption>
      <thead>
        <tr>
          {columns.map(([key]) => (
            <th key={key} scope="col">
              {t(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no id; their order is the platform's.
          <tr key={i}>
            {columns.map(([key, cell]) => (
              <td key={key}>{cell(tier)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The list; with `kind`, only the requests of that kind. */
export function ContractRequestList({ kind }: { readonly kind?: ContractKind }) {
  const t = useT("records")
  const { contracts } = useCore()
  const [outcome, setOutcome] = useState<AccountOutcome | undefined>(undefined)
  const [confirming, setConfirming] = useState<{ kind: ContractKind; ref: string } | undefined>(undefined)
  // The platform sends contract data only with AGENTPOLICY3 on: a load that brought nothing is an empty list.
  const [attempted, setAttempted] = useState(false)
  const id = useId()
  const load = async () => {
    await loadContractRequests()
    setAttempted(true)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, when the list opens.
  useEffect(() => {
    void load()
  }, [])
  const decide = async (r: ContractRequest, decision: ContractDecision, agreed = false) => {
    setOutcome(undefined)
    const o: DecisionOutcome = await decideContractRequest({ kind: r.kind, ref: r.ref, decision, agreed })
    if (o._tag === "ConfirmationNeeded") {
      setConfirming({ kind: r.kind, ref: r.ref })
      return
    }
    setConfirming(undefined)
    setOutcome(o)
  }
  const requests = kind === undefined ? contracts.requests : contracts.requests.filter((r) => r.kind === kind)
  return (
    <>
      <OutcomeStatus outcome={outcome} done={t("decision_done")} />
      {contracts.error !== undefined && !contracts.loaded ? (
        <LoadFailed text={t("contracts_failed")} retry={t("retry")} onRetry={load} />
      ) : (!contracts.loaded && !attempted) || !t.ready ? (
        <LoadingRows label={t("loading_contracts")} rows={2} height={120} />
      ) : requests.length === 0 ? (
        <Empty title={t("contracts_empty")} />
      ) : (
        <ul className="rp-list">
          {requests.map((r) => {
            const row = r.rows[0]
            const name = `${t(`contract_${r.kind}`)} · ${contractProductName(t, r.productType)}`
            const asking = confirming?.kind === r.kind && confirming.ref === r.ref
            // A re-offered contract keeps the rate in force until the new one is accepted: both are shown.
            const inForce = r.status === "E" ? r.rows.find((x) => x.status === "V") : undefined
            const period = r.computationPeriod
            return (
              <li key={`${r.kind}-${r.ref}-${period ?? ""}`} className="rp-item">
                <div className="rp-item-row">
                  <h4>{name}</h4>
                  <span className="rp-badge">
                    {t.has(`contract_status_${r.status}`) ? t(`contract_status_${r.status}`) : r.status || "-"}
                  </span>
                </div>
                {period !== undefined && (
                  <p className="muted-note">
                    {t("contract_period", {
                      period: t.has(`contract_period_${period}`) ? t(`contract_period_${period}`) : period,
                    })}
                  </p>
                )}
                {row !== undefined && (
                  <dl className="rp-stats contract-terms">
                    <div className="rp-stat">
                      <dt>{inForce === undefined ? t("contract_rate") : t("contract_rate_offered")}</dt>
                      <dd>{contractRateText(row.contractRate ?? row.rate, row.rateType)}</dd>
                    </div>
                    {inForce !== undefined && (
                      <div className="rp-stat">
                        <dt>{t("contract_rate_in_force")}</dt>
                        <dd>{contractRateText(inForce.contractRate ?? inForce.rate, inForce.rateType)}</dd>
                      </div>
                    )}
                    <div className="rp-stat">
                      <dt>{t("contract_active")}</dt>
                      <dd>{row.activeMember == null ? "-" : countText(row.activeMember)}</dd>
                    </div>
                    <div className="rp-stat">
                      <dt>{t("contract_valid_bet")}</dt>
                      <dd>{money(row.periodicTotalBet ?? row.betVolume)}</dd>
                    </div>
                    <div className="rp-stat">
                      <dt>{t("contract_pnl")}</dt>
                      <dd>{money(row.periodicNetLoss ?? row.netLoss)}</dd>
                    </div>
                  </dl>
                )}
                <TierTable request={r} />
                {asking ? (
                  <div
                    className="card rp-panel contract-confirm"
                    role="alertdialog"
                    aria-labelledby={`${id}-${r.ref}-q`}
                  >
                    <p id={`${id}-${r.ref}-q`}>{t("contract_lower_rate")}</p>
                    <div className="rp-item-row">
                      <Button variant="danger" size="sm" onAction={() => decide(r, "A", true)}>
                        {t("contract_agree")}
                      </Button>
                      <Button variant="secondary" size="sm" onClick={() => setConfirming(undefined)}>
                        {t("cancel")}
                      </Button>
                    </div>
                  </div>
                ) : (
                  <div className="rp-item-row contract-actions">
                    {allowedDecisions(r.status).map((d) => (
                      <Button
                        key={d}
                        variant={d === "A" ? "primary" : d === "C" ? "danger" : "secondary"}
                        size="sm"
                        aria-label={`${t(decisionKey[d])}: ${name}`}
                        busy={contracts.deciding?.kind === r.kind && contracts.deciding.ref === r.ref}
                        onAction={() => decide(r, d)}
                      >
                        {t(decisionKey[d])}
                      </Button>
                    ))}
                  </div>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
