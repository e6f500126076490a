/**
 * The member centre's contract requests (spec sections 3 and 4 "Contracts": dividend, daily, hourly and real-time
 * salary contracts offered by the upline, then accept, reject or terminate). Each request shows its kind, product,
 * period, status and terms (rate, active members, period valid bet, period P&L, bet amount); the decisions it allows
 * are core's (`allowedDecisions`). Accepting a rate lower than a downline's asks the member to agree first: a
 * confirmation in place, then the decision is sent with the agreement.
 */
import { useEffect, useId, useState } from "react"
import {
  allowedDecisions,
  type ContractDecision,
  type ContractKind,
  type ContractRequest,
} from "../../../core/model/AgentContract.ts"
import { useRefusalText } from "../../accounts/useRefusalText.ts"
import type { AccountOutcome } from "../../actions/accountOutcome.ts"
import { type DecisionOutcome, decideContractRequest, loadContractRequests } from "../../actions/contractRequests.ts"
import { Button } from "../../components/Button.tsx"
import { amount } from "../../i18n/format.ts"
import { useT } from "../../i18n/useT.ts"
import { countText } from "../../records/cellText.ts"
import { Empty, LoadFailed, LoadingRows } from "../../records/PageState.tsx"
import { useCore } from "../../state/useCore.ts"

const decisionKey: Readonly<Record<ContractDecision, string>> = { A: "accept", R: "reject", C: "terminate" }

const money = (v: number | null | undefined): string => (v == null ? "-" : amount(v))

/** The page. */
export default function ContractRequests() {
  const t = useT("records")
  const { contracts } = useCore()
  const refusal = useRefusalText("records")
  const [outcome, setOutcome] = useState<AccountOutcome | undefined>(undefined)
  const [confirming, setConfirming] = useState<{ kind: ContractKind; ref: string } | undefined>(undefined)
  // The platform sends contract data only with AGENTPOLICY3 on: a load that brought nothing is an empty page.
  const [attempted, setAttempted] = useState(false)
  const id = useId()
  const load = async () => {
    await loadContractRequests()
    setAttempted(true)
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, when the page opens.
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
  const failure = refusal(outcome)
  return (
    <section className="rp-page" aria-labelledby={`${id}-title`}>
      <header className="rp-head">
        <h2 id={`${id}-title`} className="visually-hidden">
          {t("title_contracts")}
        </h2>
      </header>
      <p className={`rp-status ${failure ? "is-danger" : "is-success"}`} role="status">
        {outcome?._tag === "Done" ? t("decision_done") : (failure ?? "")}
      </p>
      {contracts.error !== undefined && !contracts.loaded ? (
        <LoadFailed text={t("contracts_failed")} retry={t("retry")} onRetry={load} />
      ) : (!contracts.loaded && !attempted) || !t.ready ? (
        <LoadingRows label={t("loading_contracts")} rows={2} height={120} />
      ) : contracts.requests.length === 0 ? (
        <Empty title={t("contracts_empty")} />
      ) : (
        <ul className="rp-list">
          {contracts.requests.map((r) => {
            const row = r.rows[0]
            const name = `${t(`contract_${r.kind}`)} · ${r.productType}`
            const asking = confirming?.kind === r.kind && confirming.ref === r.ref
            return (
              <li key={`${r.kind}-${r.ref}-${r.computationPeriod ?? ""}`} className="rp-item">
                <div className="rp-item-row">
                  <h4>{name}</h4>
                  <span className="rp-badge">
                    {t.has(`contract_status_${r.status}`) ? t(`contract_status_${r.status}`) : r.status || "-"}
                  </span>
                </div>
                {r.computationPeriod !== undefined && (
                  <p className="rp-muted">{t("contract_period", { period: r.computationPeriod })}</p>
                )}
                {row !== undefined && (
                  <dl className="rp-stats contract-terms">
                    <div className="rp-stat">
                      <dt>{t("contract_rate")}</dt>
                      <dd>{row.contractRate ?? row.rate ?? "-"}%</dd>
                    </div>
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
                      <dd>{money(row.netLoss)}</dd>
                    </div>
                  </dl>
                )}
                {asking ? (
                  <div className="rp-panel contract-confirm" role="alertdialog" aria-labelledby={`${id}-${r.ref}-q`}>
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
    </section>
  )
}
