/**
 * A contract page of the agent centre (spec sections 2, 3 and 4: dividend, daily, hourly and real-time salary, each shown by
 * its contract flag): the requests the upline offered of that kind with the decisions core allows (`allowedDecisions`:
 * accept or reject a pending one, terminate one in force; accepting a rate lower than a downline's asks the agent to
 * agree first), the form to offer such a contract to a direct downline (product, rate as a percentage or a fixed
 * amount, and its tiers: the active members, the bet and the P&L the period needs for each rate), and the income the contract paid (the income report of that type).
 */
import { type FormEvent, useEffect, useId, useState } from "react"
import {
  type ContractKind,
  type ContractOfferRequest,
  type ContractOfferTier,
  maxContractTiers,
  type OfferField,
  type OfferProblem,
  offerProblems,
} from "../../core/model/AgentContract.ts"
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

/** A threshold typed in the form: none when empty, NaN when not a whole number or an amount of two decimals (core refuses it). */
const countInput = (text: string): number | undefined =>
  text === "" ? undefined : /^\d+$/.test(text) ? Number(text) : Number.NaN
const amountInput = (text: string): number | undefined =>
  text === "" ? undefined : /^\d+(\.\d{1,2})?$/.test(text) ? (parseCents(text) ?? Number.NaN) : Number.NaN

/** One tier as typed: its rate and thresholds. */
interface TierText {
  readonly rate: string
  readonly active: string
  readonly bet: string
  readonly pnl: string
}
const emptyTier: TierText = { rate: "", active: "", bet: "", pnl: "" }

/** A typed tier as the offer carries it (a field left empty is not sent). */
const tierOf = (kind: PageContractKind, t: TierText): ContractOfferTier => {
  const activeMember = countsMembers(kind) ? countInput(t.active) : undefined
  const minimumBet = amountInput(t.bet)
  const netLoss = amountInput(t.pnl)
  return {
    rate: t.rate === "" ? 0 : Number(t.rate),
    ...(activeMember === undefined ? {} : { activeMember }),
    ...(minimumBet === undefined ? {} : { minimumBet }),
    ...(netLoss === undefined ? {} : { netLoss }),
  }
}

/** The page of one contract kind. */
export function ContractPage({ kind }: { readonly kind: PageContractKind }) {
  const t = useT("agentCentre")
  const id = useId()
  return (
    <div className="ac-page">
      <section className="card ac-panel" aria-labelledby={`${id}-requests`}>
        <h4 id={`${id}-requests`} className="ac-panel-title">
          {t("contract_requests")}
        </h4>
        <ContractRequestList kind={kind} />
      </section>
      <OfferForm kind={kind} />
      <SentOffers kind={kind} />
      <div className="card ac-panel">
        <h4 className="ac-panel-title">{t("contract_income")}</h4>
        <AgentReportList kind="income" type={contractType[kind]} title={t("contract_income")} />
      </div>
    </div>
  )
}

/**
 * The form to offer a contract of this kind to a direct downline: the rate type, then its tiers (spec section 3
 * "Contract"), each with its rate, active members, bet threshold and period P&L; a tier above the first reaches higher
 * and pays more. What core's `offerProblems` finds is said by the field it concerns before anything is sent.
 */
function OfferForm({ kind }: { readonly kind: PageContractKind }) {
  const t = useT("agentCentre")
  const refusal = useRefusalText("agentCentre")
  const id = useId()
  const [downline, setDownline] = useState("")
  const [product, setProduct] = useState<string>("ALL")
  const [rateType, setRateType] = useState<"P" | "F">("P")
  const [tiers, setTiers] = useState<ReadonlyArray<TierText>>([emptyTier])
  const [problems, setProblems] = useState<ReadonlyArray<OfferProblem>>([])
  const [outcome, setOutcome] = useState<AccountOutcome | undefined>(undefined)
  const [sending, setSending] = useState(false)
  const [downlines, setDownlines] = useState<ReadonlyArray<string> | undefined>(undefined)

  useEffect(() => {
    void loadOfferableDownlines().then(setDownlines)
  }, [])

  const edit = (i: number, field: keyof TierText, value: string) =>
    setTiers((ts) => ts.map((x, j) => (j === i ? { ...x, [field]: value } : x)))

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (sending) return
    setOutcome(undefined)
    const [first = emptyTier, ...higher] = tiers
    const offer: ContractOfferRequest = {
      downline: downline.trim(),
      contractType: contractType[kind],
      productType: product,
      rateType,
      ...tierOf(kind, first),
      ...(higher.length === 0 ? {} : { higherTiers: higher.map((x) => tierOf(kind, x)) }),
    }
    const found = offerProblems(offer)
    setProblems(found)
    if (found.length > 0) return
    setSending(true)
    const o = await offerDownlineContract(offer)
    setSending(false)
    setOutcome(o)
    if (o._tag === "Done") {
      setDownline("")
      setTiers([emptyTier])
    }
  }

  const failure = refusal(outcome)
  const fields: ReadonlyArray<readonly [keyof TierText, OfferField, string, boolean]> = [
    ["rate", "rate", "contract_rate", true],
    ["active", "activeMember", "offer_active", countsMembers(kind)],
    ["bet", "minimumBet", betLabel[kind], true],
    ["pnl", "netLoss", "offer_pnl", true],
  ]
  return (
    <section className="card ac-panel" aria-labelledby={`${id}-offer`}>
      <h4 id={`${id}-offer`} className="ac-panel-title">
        {t("offer_title")}
      </h4>
      <form className="ac-offer" onSubmit={submit} noValidate>
        <p className="muted-note ac-muted ac-offer-note" id={`${id}-who`}>
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
          <span>{t("rate_type")}</span>
          <select value={rateType} onChange={(e) => setRateType(e.target.value === "F" ? "F" : "P")}>
            <option value="P">{t("rate_type_P")}</option>
            <option value="F">{t("rate_type_F")}</option>
          </select>
        </label>
        {tiers.map((tier, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its place in the list.
          <fieldset key={i} className="ac-offer-tier">
            <legend>{t("offer_tier", { n: i + 1 })}</legend>
            {fields
              .filter(([, , , shown]) => shown)
              .map(([field, offerField, label]) => {
                const problem = problems.find((p) => p.tier === i && p.field === offerField)
                const errorId = `${id}-t${i}-${field}-error`
                return (
                  <div key={field} className="ac-offer-field">
                    <label className="record-control">
                      <span>{t(label)}</span>
                      <input
                        inputMode={field === "active" ? "numeric" : "decimal"}
                        value={tier[field]}
                        required={field === "rate"}
                        aria-invalid={problem === undefined ? undefined : true}
                        aria-describedby={problem === undefined ? undefined : errorId}
                        onChange={(e) => edit(i, field, e.target.value.trim())}
                      />
                    </label>
                    {problem !== undefined && (
                      <span id={errorId} className="ac-field-error">
                        {t(problem.key, { max: maxContractTiers })}
                      </span>
                    )}
                  </div>
                )
              })}
            {i > 0 && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setTiers((ts) => ts.filter((_, j) => j !== i))
                  setProblems([])
                }}
              >
                {t("offer_remove_tier", { n: i + 1 })}
              </Button>
            )}
          </fieldset>
        ))}
        {tiers.length < maxContractTiers && (
          <Button variant="secondary" onClick={() => setTiers((ts) => [...ts, emptyTier])}>
            {t("offer_add_tier")}
          </Button>
        )}
        <Button variant="primary" type="submit" busy={sending}>
          {t("offer_submit")}
        </Button>
      </form>
      <p className={`rp-status ac-status ${failure || problems.length > 0 ? "is-danger" : "is-success"}`} role="status">
        {problems.length > 0 ? t("offer_fix_fields") : outcome?._tag === "Done" ? t("offer_done") : (failure ?? "")}
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
    <section className="card ac-panel" aria-labelledby={`${id}-sent`}>
      <h4 id={`${id}-sent`} className="ac-panel-title">
        {t("offers_sent")}
      </h4>
      {sent.length === 0 ? (
        <p className="muted-note ac-muted">{t("offers_sent_empty")}</p>
      ) : (
        <ul className="ac-contracts">
          {sent.map((e) => (
            <li key={`${e.account}-${e.productType}-${e.inForce}`} className="ac-contract">
              <div className="row-spread ac-contract-head">
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
