/**
 * A contract page of the agent centre (spec sections 2, 3 and 4: dividend, daily, hourly and real-time salary, each shown by
 * its contract flag): the requests the upline offered of that kind with the decisions core allows (`allowedDecisions`:
 * accept or reject a pending one, terminate one in force; accepting a rate lower than a downline's asks the agent to
 * agree first), the form to offer such a contract to a direct downline (product, rate as a percentage or a fixed
 * amount), and the income the contract paid (the income report of that type).
 */
import { type FormEvent, useEffect, useId, useState } from "react"
import {
  allowedDecisions,
  type ContractDecision,
  type ContractKind,
  type ContractOfferRequest,
  type ContractRequest,
} from "../../core/model/AgentContract.ts"
import { gameCategories } from "../../core/model/GameCategory.ts"
import { useRefusalText } from "../accounts/useRefusalText.ts"
import type { AccountOutcome } from "../actions/accountOutcome.ts"
import { loadOfferableDownlines, offerDownlineContract } from "../actions/agentCentreContracts.ts"
import { type DecisionOutcome, decideContractRequest, loadContractRequests } from "../actions/contractRequests.ts"
import { Button } from "../components/Button.tsx"
import { formatNumber } from "../i18n/format.ts"
import { type T, useT } from "../i18n/useT.ts"
import { Empty, LoadingRows } from "../records/PageState.tsx"
import { useCore } from "../state/useCore.ts"
import { AgentReportList } from "./AgentReportList.tsx"

/** The kinds with a page, and the contract type each is offered and paid as. */
export type PageContractKind = ContractKind
const contractType: Readonly<Record<PageContractKind, ContractOfferRequest["contractType"]>> = {
  dividend: "DIVIDEND",
  dailySalary: "DAILY_SALARY",
  hourSalary: "HOUR_SALARY",
  realTimeSalary: "REALTIME_SALARY",
}

const decisionKey: Readonly<Record<ContractDecision, string>> = { A: "accept", R: "reject", C: "terminate" }
const products = ["ALL", ...gameCategories] as const

/** A rate as its type reads: a percentage (`P`) or a fixed amount in pesos (`F`). */
const rateText = (rate: number | null | undefined, rateType: string | null | undefined): string =>
  rate == null ? "-" : rateType === "F" ? formatNumber(rate) : `${rate}%`

/** A product's name, or its code when the interface has none. */
const productName = (t: T, product: string): string => (t.has(`product_${product}`) ? t(`product_${product}`) : product)

/** The page of one contract kind. */
export function ContractPage({ kind }: { readonly kind: PageContractKind }) {
  const t = useT("agentCentre")
  const { contracts } = useCore()
  const refusal = useRefusalText("agentCentre")
  const id = useId()
  const [attempted, setAttempted] = useState(false)
  const [decided, setDecided] = useState<AccountOutcome | undefined>(undefined)
  const [confirming, setConfirming] = useState<string | undefined>(undefined)

  useEffect(() => {
    void loadContractRequests().then(() => setAttempted(true))
  }, [])

  const decide = async (r: ContractRequest, decision: ContractDecision, agreed = false) => {
    setDecided(undefined)
    const o: DecisionOutcome = await decideContractRequest({ kind: r.kind, ref: r.ref, decision, agreed })
    if (o._tag === "ConfirmationNeeded") {
      setConfirming(r.ref)
      return
    }
    setConfirming(undefined)
    setDecided(o)
    if (o._tag === "Done") void loadContractRequests()
  }

  const mine = contracts.requests.filter((r) => r.kind === kind)
  const decisionFailure = refusal(decided)
  return (
    <div className="ac-page">
      <section className="ac-panel" aria-labelledby={`${id}-requests`}>
        <h4 id={`${id}-requests`} className="ac-panel-title">
          {t("contract_requests")}
        </h4>
        <p className={`ac-status ${decisionFailure ? "is-danger" : "is-success"}`} role="status">
          {decided?._tag === "Done" ? t("decision_done") : (decisionFailure ?? "")}
        </p>
        {!contracts.loaded && !attempted ? (
          <LoadingRows label={t("loading")} rows={1} height={80} />
        ) : mine.length === 0 ? (
          <Empty title={t("contracts_empty")} />
        ) : (
          <ul className="ac-contracts">
            {mine.map((r) => {
              const row = r.rows[0]
              const name = `${t(`ac_contract_${kind}`)} · ${productName(t, r.productType)}`
              // A re-offered contract keeps the rate in force until the new one is accepted: both are shown.
              const inForce = r.status === "E" ? r.rows.find((x) => x.status === "V") : undefined
              const period = r.computationPeriod
              const rate = rateText(row?.contractRate ?? row?.rate, row?.rateType)
              return (
                <li key={`${r.ref}-${r.computationPeriod ?? ""}`} className="ac-contract">
                  <div className="ac-contract-head">
                    <span className="ac-contract-name">{name}</span>
                    <span className="ac-badge">
                      {t.has(`contract_status_${r.status}`) ? t(`contract_status_${r.status}`) : r.status || "-"}
                    </span>
                  </div>
                  <p className="ac-muted">
                    {inForce === undefined
                      ? `${t("contract_rate")}: ${rate}`
                      : `${t("rate_offered")}: ${rate} · ${t("rate_in_force")}: ${rateText(inForce.contractRate ?? inForce.rate, inForce.rateType)}`}
                    {period !== undefined &&
                      ` · ${t("col_period")}: ${t.has(`periodType_${period}`) ? t(`periodType_${period}`) : period}`}
                  </p>
                  {confirming === r.ref ? (
                    <div className="ac-confirm" role="alertdialog" aria-labelledby={`${id}-${r.ref}-q`}>
                      <p id={`${id}-${r.ref}-q`}>{t("contract_lower_rate")}</p>
                      <div className="ac-actions">
                        <Button variant="secondary" size="sm" className="ac-warn" onAction={() => decide(r, "A", true)}>
                          {t("contract_agree")}
                        </Button>
                        <Button variant="secondary" size="sm" onClick={() => setConfirming(undefined)}>
                          {t("cancel")}
                        </Button>
                      </div>
                    </div>
                  ) : (
                    <div className="ac-actions">
                      {allowedDecisions(r.status).map((d) => (
                        <Button
                          key={d}
                          variant={d === "A" ? "primary" : "secondary"}
                          size="sm"
                          className={d === "C" ? "ac-warn" : ""}
                          aria-label={`${t(decisionKey[d])}: ${name}`}
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
      <OfferForm kind={kind} />
      <SentOffers kind={kind} />
      <div className="ac-panel">
        <h4 className="ac-panel-title">{t("contract_income")}</h4>
        <AgentReportList kind="income" type={contractType[kind]} title={t("contract_income")} />
      </div>
    </div>
  )
}

/** The form to offer a contract of this kind to a direct downline. */
function OfferForm({ kind }: { readonly kind: PageContractKind }) {
  const t = useT("agentCentre")
  const refusal = useRefusalText("agentCentre")
  const id = useId()
  const [downline, setDownline] = useState("")
  const [product, setProduct] = useState<string>("ALL")
  const [rate, setRate] = useState("")
  const [rateType, setRateType] = useState<"P" | "F">("P")
  const [outcome, setOutcome] = useState<AccountOutcome | undefined>(undefined)
  const [sending, setSending] = useState(false)
  const [downlines, setDownlines] = useState<ReadonlyArray<string> | undefined>(undefined)

  useEffect(() => {
    void loadOfferableDownlines().then(setDownlines)
  }, [])

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (sending) return
    setSending(true)
    setOutcome(undefined)
    const o = await offerDownlineContract({
      downline: downline.trim(),
      contractType: contractType[kind],
      productType: product,
      rate: Number(rate),
      rateType,
    })
    setSending(false)
    setOutcome(o)
    if (o._tag === "Done") {
      setDownline("")
      setRate("")
    }
  }

  const failure = refusal(outcome)
  return (
    <section className="ac-panel" aria-labelledby={`${id}-offer`}>
      <h4 id={`${id}-offer`} className="ac-panel-title">
        {t("offer_title")}
      </h4>
      <form className="ac-offer" onSubmit={submit} noValidate>
        <p className="ac-muted ac-offer-note" id={`${id}-who`}>
          {downlines?.length === 0 ? t("no_downline_agents") : t("offer_agents_only")}
        </p>
        <label className="record-control">
          <span>{t("downline_agent")}</span>
          <select
            value={downline}
            required
            aria-describedby={`${id}-who`}
            onChange={(e) => setDownline(e.target.value)}
          >
            <option value="">{t("choose_agent")}</option>
            {downlines?.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label className="record-control">
          <span>{t("product")}</span>
          <select value={product} onChange={(e) => setProduct(e.target.value)}>
            {products.map((p) => (
              <option key={p} value={p}>
                {t(`product_${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="record-control">
          <span>{t("contract_rate")}</span>
          <input inputMode="decimal" value={rate} required onChange={(e) => setRate(e.target.value.trim())} />
        </label>
        <label className="record-control">
          <span>{t("rate_type")}</span>
          <select value={rateType} onChange={(e) => setRateType(e.target.value === "F" ? "F" : "P")}>
            <option value="P">{t("rate_type_P")}</option>
            <option value="F">{t("rate_type_F")}</option>
          </select>
        </label>
        <Button variant="primary" type="submit" busy={sending}>
          {t("offer_submit")}
        </Button>
      </form>
      <p className={`ac-status ${failure ? "is-danger" : "is-success"}`} role="status">
        {outcome?._tag === "Done" ? t("offer_done") : (failure ?? "")}
      </p>
    </section>
  )
}

/** The offers of this kind the agent sent his downlines, with the rate and whether each is in force. */
function SentOffers({ kind }: { readonly kind: PageContractKind }) {
  const t = useT("agentCentre")
  const id = useId()
  const { contracts, session } = useCore()
  const me = session.member?.account.toLowerCase()
  const sent = contracts.entries.filter((e) => e.kind === kind && me !== undefined && e.upline?.toLowerCase() === me)
  return (
    <section className="ac-panel" aria-labelledby={`${id}-sent`}>
      <h4 id={`${id}-sent`} className="ac-panel-title">
        {t("offers_sent")}
      </h4>
      {sent.length === 0 ? (
        <p className="ac-muted">{t("offers_sent_empty")}</p>
      ) : (
        <ul className="ac-contracts">
          {sent.map((e) => (
            <li key={`${e.account}-${e.productType}-${e.inForce}`} className="ac-contract">
              <div className="ac-contract-head">
                <span className="ac-contract-name">
                  {e.account} · {productName(t, e.productType)} · {rateText(e.rate, e.rateType)}
                </span>
                <span className="ac-badge">{t(e.inForce ? "offer_status_V" : "offer_status_A")}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
