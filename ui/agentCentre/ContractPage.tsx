/**
 * A contract page of the agent centre (spec sections 2, 3 and 4: dividend, daily, hourly and real-time salary, each shown by
 * its contract flag): the requests the upline offered of that kind with the decisions core allows (`allowedDecisions`:
 * accept or reject a pending one, terminate one in force; accepting a rate lower than a downline's asks the agent to
 * agree first), the form to offer such a contract to a direct downline (product, rate as a percentage or a fixed
 * amount, the active members and the bet the period needs), and the income the contract paid (the income report of that type).
 */
import { type FormEvent, useEffect, useId, useState } from "react"
import type { ContractKind, ContractOfferRequest } from "../../core/model/AgentContract.ts"
import { gameCategories } from "../../core/model/GameCategory.ts"
import { parseCents } from "../../core/model/Money.ts"
import { useRefusalText } from "../accounts/useRefusalText.ts"
import type { AccountOutcome } from "../actions/accountOutcome.ts"
import { loadOfferableDownlines, offerDownlineContract } from "../actions/agentCentreContracts.ts"
import { Button } from "../components/Button.tsx"
import { useT } from "../i18n/useT.ts"
import { ContractRequestList, contractProductName, contractRateText } from "../records/ContractRequestList.tsx"
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

const products = ["ALL", ...gameCategories] as const

/**
 * The bet threshold of an offer by kind (spec section 3 "Contract": period valid bet for a dividend, bet amount daily
 * or hourly for the salaries, that of the 5 minutes for a real-time salary), and whether the kind counts active
 * members (a real-time salary's rates are per bet, with no members' threshold).
 */
const betLabel: Readonly<Record<PageContractKind, string>> = {
  dividend: "offer_valid_bet",
  dailySalary: "offer_bet_daily",
  hourSalary: "offer_bet_hourly",
  realTimeSalary: "offer_bet_5m",
}
const countsMembers = (kind: PageContractKind) => kind !== "realTimeSalary"

/** A threshold typed in the form: none when empty, NaN when not a number (core refuses it). */
const countInput = (text: string): number | undefined =>
  text === "" ? undefined : /^\d+$/.test(text) ? Number(text) : Number.NaN
const amountInput = (text: string): number | undefined => (text === "" ? undefined : (parseCents(text) ?? Number.NaN))

/** The page of one contract kind. */
export function ContractPage({ kind }: { readonly kind: PageContractKind }) {
  const t = useT("agentCentre")
  const id = useId()
  return (
    <div className="ac-page">
      <section className="ac-panel" aria-labelledby={`${id}-requests`}>
        <h4 id={`${id}-requests`} className="ac-panel-title">
          {t("contract_requests")}
        </h4>
        <ContractRequestList kind={kind} />
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
  const [active, setActive] = useState("")
  const [minimumBet, setMinimumBet] = useState("")
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
    const activeMember = countsMembers(kind) ? countInput(active) : undefined
    const bet = amountInput(minimumBet)
    const o = await offerDownlineContract({
      downline: downline.trim(),
      contractType: contractType[kind],
      productType: product,
      rate: Number(rate),
      rateType,
      ...(activeMember === undefined ? {} : { activeMember }),
      ...(bet === undefined ? {} : { minimumBet: bet }),
    })
    setSending(false)
    setOutcome(o)
    if (o._tag === "Done") {
      setDownline("")
      setRate("")
      setActive("")
      setMinimumBet("")
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
        {countsMembers(kind) && (
          <label className="record-control">
            <span>{t("offer_active")}</span>
            <input inputMode="numeric" value={active} onChange={(e) => setActive(e.target.value.trim())} />
          </label>
        )}
        <label className="record-control">
          <span>{t(betLabel[kind])}</span>
          <input inputMode="decimal" value={minimumBet} onChange={(e) => setMinimumBet(e.target.value.trim())} />
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
  const r = useT("records")
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
                  {e.account} · {contractProductName(r, e.productType)} · {contractRateText(e.rate, e.rateType)}
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
