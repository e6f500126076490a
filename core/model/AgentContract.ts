/**
 * Agent contracts (spec sections 3 and 4; wire notes section 5 "Consolidated (contracts)"): what an upline offers
 * (dividend, daily salary, hourly salary, real-time salary settled every 5 minutes), per product, and what the member
 * decides: accept `A`, reject `R`, terminate `C`. Row status: `P` pending, `E` re-offered, `V` in force.
 *
 * `GET /wps/member/info/funds/consolidated` answers request maps (`divtypecompperiodreq` productType → period → rows,
 * older `divtypereq`, `dailysalreqtype`, `contracthoursalreq`, `realtimesalreqtype` productType → rows) and flag maps
 * (`divtypeinfo`, `dailysalinfotype`, `contractmrdailysalinfotype`, `contracthoursalinfo`, `realtimesalinfotype`)
 * whose entries carry `agent[]` with status A/V. The flags decide the agent centre's dividend and salary menus.
 */

import * as Schema from "effect/Schema"
import { PeriodType } from "./AgentMenuItem.ts"
import { type ContractFlags, noContracts } from "./ContractFlags.ts"
import { Id, OptionalId } from "./Id.ts"
import { MoneyInput } from "./Money.ts"
import { NumberLike } from "./NumberLike.ts"
import { Amount, Items, Num, Text } from "./Optional.ts"

/** One tier of a real-time salary contract. */
export const RealTimeSalaryRate = Schema.Struct({
  Id: OptionalId,
  betAmount: Amount,
  lossRate: Num,
  winRate: Num,
  /** The 5 minutes' P&L threshold (our addition beside the wire's fields; spec section 3 "period P&L"). */
  netLoss: Amount,
})
export type RealTimeSalaryRate = typeof RealTimeSalaryRate.Type

/** One tier of a daily (`details[]`) or hourly (`hourSalaryRates[]`) salary contract. */
export const SalaryTier = Schema.Struct({
  betVolume: Amount,
  minimumBet: Amount,
  activeMember: Num,
  /** The period's P&L threshold (our addition beside the wire's fields; spec section 3 "period P&L"). */
  netLoss: Amount,
  rate: Num,
  rateType: Text,
})
export type SalaryTier = typeof SalaryTier.Type

/** A row of a contract request. */
export const ContractRow = Schema.Struct({
  id: OptionalId,
  contractId: OptionalId,
  status: Text,
  minimumBet: Amount,
  netLoss: Amount,
  activeMember: Num,
  contractRate: Num,
  periodicTotalBet: Amount,
  periodicTotalBetRequired: Text,
  /** The running period's team P&L so far (ours: `netLoss` is a tier's threshold, spec section 3 "period P&L"). */
  periodicNetLoss: Amount,
  betVolume: Amount,
  rate: Num,
  rateType: Text,
  downlineHigherRate: Text,
  realTimeSalaryRates: Items(RealTimeSalaryRate),
  details: Items(SalaryTier),
  hourSalaryRates: Items(SalaryTier),
})
export type ContractRow = typeof ContractRow.Type

const Rows = Schema.NullOr(Schema.Array(ContractRow))

/** productType → rows. */
export const ProductRows = Schema.Record(Schema.String, Rows)
export type ProductRows = typeof ProductRows.Type

/** productType → computationPeriod → rows. */
export const PeriodRows = Schema.Record(Schema.String, Schema.NullOr(Schema.Record(Schema.String, Rows)))
export type PeriodRows = typeof PeriodRows.Type

/** A flag map: its shape varies by build, so it is kept as sent and read by `infoEnabled`. */
const Info = Schema.optional(Schema.Unknown)

/** `value` of `GET /wps/member/info/funds/consolidated`. */
export const Consolidated = Schema.Struct({
  divtypecompperiodreq: Schema.optional(Schema.NullOr(PeriodRows)),
  divtypereq: Schema.optional(Schema.NullOr(ProductRows)),
  dailysalreqtype: Schema.optional(Schema.NullOr(ProductRows)),
  dailysalreq: Schema.optional(Schema.NullOr(ProductRows)),
  contracthoursalreq: Schema.optional(Schema.NullOr(ProductRows)),
  realtimesalreqtype: Schema.optional(Schema.NullOr(ProductRows)),
  divtypeinfo: Info,
  divtypecompperiodinfo: Info,
  dailysalinfotype: Info,
  contractmrdailysalinfotype: Info,
  contracthoursalinfo: Info,
  realtimesalinfotype: Info,
})
export type Consolidated = typeof Consolidated.Type

/** The kinds of contract. */
export const ContractKind = Schema.Literals(["dividend", "dailySalary", "hourSalary", "realTimeSalary"])
export type ContractKind = typeof ContractKind.Type

/** What the member decides on a contract (wire notes section 4): accept, reject, terminate. */
export const ContractDecision = Schema.Literals(["A", "R", "C"])
export type ContractDecision = typeof ContractDecision.Type

/** One contract request as the UI lists it: its kind, product, period (dividends), the reference to answer it by. */
export interface ContractRequest {
  readonly kind: ContractKind
  readonly productType: string
  readonly computationPeriod: string | undefined
  /** What the process call names: the product type for dividends, the row's id or contractId for salaries. */
  readonly ref: string
  readonly status: string
  readonly rows: ReadonlyArray<ContractRow>
}

const rowsOf = (rows: ReadonlyArray<ContractRow> | null | undefined): ReadonlyArray<ContractRow> => rows ?? []

const request = (
  kind: ContractKind,
  productType: string,
  computationPeriod: string | undefined,
  rows: ReadonlyArray<ContractRow>,
): ContractRequest | undefined => {
  const first = rows[0]
  if (first === undefined) return undefined
  const ref = kind === "dividend" ? productType : (first.contractId ?? first.id ?? undefined)
  return ref === undefined ? undefined : { kind, productType, computationPeriod, ref, status: first.status ?? "", rows }
}

/**
 * Every contract request of a consolidated answer, in the order the platform's notice shows them: dividends (by
 * period when sent, else the older per-product map), daily, hourly, then real-time salaries. The first row of a
 * product holds its status (the platform's notice reads `rows[0].status`).
 */
export const contractRequests = (c: Consolidated): ReadonlyArray<ContractRequest> => {
  const out: Array<ContractRequest> = []
  const push = (r: ContractRequest | undefined) => {
    if (r !== undefined) out.push(r)
  }
  if (c.divtypecompperiodreq != null) {
    for (const [product, periods] of Object.entries(c.divtypecompperiodreq)) {
      for (const [period, rows] of Object.entries(periods ?? {}))
        push(request("dividend", product, period, rowsOf(rows)))
    }
  } else {
    for (const [product, rows] of Object.entries(c.divtypereq ?? {})) {
      push(request("dividend", product, undefined, rowsOf(rows)))
    }
  }
  for (const [product, rows] of Object.entries(c.dailysalreqtype ?? c.dailysalreq ?? {})) {
    push(request("dailySalary", product, undefined, rowsOf(rows)))
  }
  for (const [product, rows] of Object.entries(c.contracthoursalreq ?? {})) {
    push(request("hourSalary", product, undefined, rowsOf(rows)))
  }
  for (const [product, rows] of Object.entries(c.realtimesalreqtype ?? {})) {
    push(request("realTimeSalary", product, undefined, rowsOf(rows)))
  }
  return out
}

/**
 * One tier of a contract's terms (spec section 3 "Contract: rate, active members, period valid bet, period P&L, bet
 * amount daily or hourly"): the rate paid when the period reaches the tier's thresholds. A dividend's tiers are its
 * rows (period valid bet `minimumBet`, period P&L `netLoss`); a salary's are the row's `details[]` (daily),
 * `hourSalaryRates[]` (hourly) or `realTimeSalaryRates[]` (real-time: a loss and a win rate), each with the bet amount
 * of its day, hour or 5 minutes. Amounts in minor units.
 */
export interface ContractTier {
  readonly activeMember?: number | undefined
  readonly validBet?: number | undefined
  readonly pnl?: number | undefined
  readonly betAmount?: number | undefined
  readonly rate: number | undefined
  readonly winRate?: number | undefined
  readonly rateType: string | undefined
}

const some = <A>(v: A | null | undefined): A | undefined => v ?? undefined

const salaryTier = (t: SalaryTier, row: ContractRow): ContractTier => ({
  activeMember: some(t.activeMember),
  betAmount: some(t.betVolume ?? t.minimumBet),
  pnl: some(t.netLoss),
  rate: some(t.rate),
  rateType: some(t.rateType ?? row.rateType),
})

const tiersOfRow = (kind: ContractKind, row: ContractRow): ReadonlyArray<ContractTier> => {
  const listed =
    kind === "dailySalary"
      ? row.details?.map((t) => salaryTier(t, row))
      : kind === "hourSalary"
        ? row.hourSalaryRates?.map((t) => salaryTier(t, row))
        : kind === "realTimeSalary"
          ? row.realTimeSalaryRates?.map((t) => ({
              betAmount: some(t.betAmount),
              pnl: some(t.netLoss),
              rate: some(t.lossRate),
              winRate: some(t.winRate),
              rateType: some(row.rateType) ?? "P",
            }))
          : undefined
  if (listed !== undefined && listed.length > 0) return listed
  const rate = some(row.contractRate ?? row.rate)
  const rateType = some(row.rateType)
  return kind === "dividend"
    ? [{ activeMember: some(row.activeMember), validBet: some(row.minimumBet), pnl: some(row.netLoss), rate, rateType }]
    : [{ activeMember: some(row.activeMember), betAmount: some(row.betVolume ?? row.minimumBet), rate, rateType }]
}

/**
 * Every tier of a request's rows of one status (the request's own by default: what is offered; `V` for the contract
 * still in force beside a re-offer), in the order sent.
 */
export const contractTiers = (r: ContractRequest, status: string = r.status): ReadonlyArray<ContractTier> =>
  r.rows.filter((row) => (row.status ?? "") === status).flatMap((row) => tiersOfRow(r.kind, row))

/**
 * The decisions a request allows (the platform's notice): pending (`P`) or re-offered (`E`) → accept or reject;
 * in force (`V`) → terminate.
 */
export const allowedDecisions = (status: string): ReadonlyArray<ContractDecision> =>
  status === "P" || status === "E" ? ["A", "R"] : status === "V" ? ["C"] : []

/**
 * Accepting a contract whose rate is lower than one a downline already holds ends the downline's contract
 * (spec section 4); the platform flags it `downlineHigherRate: "Y"` and the member must agree first.
 */
export const needsDownlineConfirmation = (r: ContractRequest, decision: ContractDecision): boolean =>
  decision === "A" && r.rows.some((row) => row.downlineHigherRate === "Y")

/** A contract listed in the flag maps (`agent[]` entries): who holds it, who offered it, its rate, in force or not. */
export interface ContractEntry {
  readonly kind: ContractKind
  readonly productType: string
  readonly account: string
  /** The agent who offered it; none when the house did. */
  readonly upline: string | undefined
  readonly rate: number | undefined
  readonly rateType: string | undefined
  /** In force (`V`), or awaiting the holder's answer (`A`). */
  readonly inForce: boolean
}

const infoKinds: ReadonlyArray<readonly [keyof Consolidated, ContractKind]> = [
  ["divtypeinfo", "dividend"],
  ["divtypecompperiodinfo", "dividend"],
  ["dailysalinfotype", "dailySalary"],
  ["contracthoursalinfo", "hourSalary"],
  ["realtimesalinfotype", "realTimeSalary"],
]

const textOf = (v: unknown): string | undefined => (typeof v === "string" && v !== "" ? v : undefined)
const numberOf = (v: unknown): number | undefined => {
  const n = typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN
  return Number.isFinite(n) ? n : undefined
}

/**
 * Every contract the flag maps list by holder (product → `{ agent: [{ account, upline, status, rate, rateType }] }`):
 * the agent's own and those he offered. An entry without an account is skipped; a shape not of that form lists none.
 */
export const contractEntries = (c: Consolidated): ReadonlyArray<ContractEntry> => {
  const out: Array<ContractEntry> = []
  const seen = new Set<string>()
  for (const [key, kind] of infoKinds) {
    const info = c[key]
    if (typeof info !== "object" || info === null) continue
    for (const [product, entry] of Object.entries(info)) {
      const agents = (entry as { agent?: unknown } | null)?.agent
      if (!Array.isArray(agents)) continue
      for (const a of agents as ReadonlyArray<Record<string, unknown> | null>) {
        const account = textOf(a?.account)
        if (a == null || account === undefined) continue
        const id = `${kind}|${product}|${account}|${String(a.contractId ?? "")}`
        if (seen.has(id)) continue
        seen.add(id)
        out.push({
          kind,
          productType: product,
          account,
          upline: textOf(a.upline),
          rate: numberOf(a.rate),
          rateType: textOf(a.rateType),
          inForce: a.status === "V",
        })
      }
    }
  }
  return out
}

const agentStatuses = new Set(["A", "V"])

/**
 * Whether a flag map turns its contract on: an `agent[]` entry with status A or V anywhere in it (per product or at
 * the top), or a plain true / "Y" / "1". Anything else is off, so an unexpected shape hides a menu rather than
 * showing one that cannot load.
 */
export const infoEnabled = (info: unknown, depth = 0): boolean => {
  if (info === true || info === 1 || info === "1" || info === "Y") return true
  if (depth > 3 || typeof info !== "object" || info === null) return false
  if (Array.isArray(info)) return info.some((i) => infoEnabled(i, depth + 1))
  const o = info as Record<string, unknown>
  if (Array.isArray(o.agent)) {
    return o.agent.some(
      (a) => typeof a === "object" && a !== null && agentStatuses.has(String((a as { status?: unknown }).status)),
    )
  }
  if (typeof o.status === "string") return agentStatuses.has(o.status)
  return Object.values(o).some((v) => infoEnabled(v, depth + 1))
}

/** The switches of a consolidated answer. */
export const contractFlags = (c: Consolidated): ContractFlags => ({
  enableCt: infoEnabled(c.divtypeinfo) || infoEnabled(c.divtypecompperiodinfo),
  salary: infoEnabled(c.dailysalinfotype),
  dailySalary: infoEnabled(c.contractmrdailysalinfotype),
  hourSalary: infoEnabled(c.contracthoursalinfo),
  realTimeSalary: infoEnabled(c.realtimesalinfotype),
})

/** Query of `MCS2_processDividendReq` (GET): the product type and the decision. */
export const DividendDecisionRequest = Schema.Struct({ type: Schema.String, status: ContractDecision })
export type DividendDecisionRequest = typeof DividendDecisionRequest.Type

/** Query of `MCS2_processDailySalContract` (GET): the row id and the decision. */
export const DailySalaryDecisionRequest = Schema.Struct({ id: Id, status: ContractDecision })
export type DailySalaryDecisionRequest = typeof DailySalaryDecisionRequest.Type

/** Body of `MCS2_processContractHourSalary` and `MCSFE_processRealTimeSalaryContract` (POST). */
export const SalaryDecisionRequest = Schema.Struct({
  contractId: Id,
  status: ContractDecision,
  productType: Schema.optionalKey(Schema.String),
})
export type SalaryDecisionRequest = typeof SalaryDecisionRequest.Type

/** The kinds of contract on the wire (spec section 1: dividend, daily, hourly and real-time salary). */
export const contractTypes = ["DIVIDEND", "DAILY_SALARY", "HOUR_SALARY", "REALTIME_SALARY"] as const
export type ContractType = (typeof contractTypes)[number]

/**
 * The period a contract of a wire type is computed and paid by (spec section 1: daily, hourly and real-time salary,
 * the last every 5 minutes; a dividend by its computation period, spec section 3's D, W, H or M). The spec's period
 * types name no hour nor 5 minutes: `HOUR` and `5M` are ours. None for a dividend whose period is not known.
 */
export type ContractPeriodKind = PeriodType | "HOUR" | "5M"
export const contractPeriodKindOf = (
  type: string | null | undefined,
  computationPeriod: string | null | undefined,
): ContractPeriodKind | undefined =>
  type === "DAILY_SALARY"
    ? "D"
    : type === "HOUR_SALARY"
      ? "HOUR"
      : type === "REALTIME_SALARY"
        ? "5M"
        : type === "DIVIDEND"
          ? PeriodType.literals.find((p) => p === computationPeriod)
          : undefined

/** A tier above an offer's first: its rate and the thresholds the period must reach for it (spec section 3). */
export const ContractOfferTier = Schema.Struct({
  rate: NumberLike,
  activeMember: Schema.optionalKey(NumberLike),
  minimumBet: Schema.optionalKey(MoneyInput),
  netLoss: Schema.optionalKey(MoneyInput),
})
export type ContractOfferTier = typeof ContractOfferTier.Type

/** How many tiers an offer may carry (ours). */
export const maxContractTiers = 5

/**
 * A contract an agent offers a downline (our choice of shape): the kind, the product, the rate type, and its tiers
 * (spec section 3 "Contract: rate, active members, period valid bet, period P&L, bet amount daily or hourly"): the
 * first tier's rate and thresholds at the top (`minimumBet` the period's valid bet or the day's, hour's or 5 minutes'
 * bet amount, `netLoss` the period's P&L), the tiers above it in `higherTiers`, each reaching higher and paying more.
 */
export const ContractOfferRequest = Schema.Struct({
  downline: Schema.String,
  contractType: Schema.Literals(contractTypes),
  productType: Schema.String,
  rate: NumberLike,
  rateType: Schema.Literals(["P", "F"]),
  minimumBet: Schema.optionalKey(MoneyInput),
  activeMember: Schema.optionalKey(NumberLike),
  netLoss: Schema.optionalKey(MoneyInput),
  higherTiers: Schema.optionalKey(Schema.Array(ContractOfferTier)),
})
export type ContractOfferRequest = typeof ContractOfferRequest.Type

/** An offer's tiers in order, the first from the offer's own fields. */
export const offerTiers = (o: ContractOfferRequest): ReadonlyArray<ContractOfferTier> => [
  {
    rate: o.rate,
    ...(o.activeMember === undefined ? {} : { activeMember: o.activeMember }),
    ...(o.minimumBet === undefined ? {} : { minimumBet: o.minimumBet }),
    ...(o.netLoss === undefined ? {} : { netLoss: o.netLoss }),
  },
  ...(o.higherTiers ?? []),
]

/** A threshold or rate of an offer's tier. */
export type OfferField = "rate" | "activeMember" | "minimumBet" | "netLoss"

/** What is wrong with one field of one tier (0 the first), as a message key of the agent centre's strings. */
export interface OfferProblem {
  readonly tier: number
  readonly field: OfferField
  readonly key: string
}

/** The largest count of active members a tier may ask (ours). */
export const maxActiveMember = 100_000

const countValid = (n: number | undefined) => n === undefined || (Number.isInteger(n) && n >= 0 && n <= maxActiveMember)
const amountValid = (n: number | undefined) => n === undefined || (Number.isSafeInteger(n) && n >= 0)

/**
 * Every problem of an offer's tiers (our rules over spec section 3's contract data), first tier first: a rate above
 * 0; a whole count of active members; amounts (minor units) of at least 0; and each tier above the first reaching no
 * lower on any threshold than the one before it, paying a higher rate. At most `maxContractTiers` tiers. Empty when
 * the offer may be sent; the sandbox refuses the same offers.
 */
export const offerProblems = (o: ContractOfferRequest): ReadonlyArray<OfferProblem> => {
  const out: Array<OfferProblem> = []
  const tiers = offerTiers(o)
  tiers.forEach((t, tier) => {
    const before = tier > 0 ? tiers[tier - 1] : undefined
    if (!(t.rate > 0)) out.push({ tier, field: "rate", key: "offer_rate_invalid" })
    else if (tier >= maxContractTiers) out.push({ tier, field: "rate", key: "offer_tier_limit" })
    else if (before !== undefined && before.rate > 0 && !(t.rate > before.rate))
      out.push({ tier, field: "rate", key: "offer_tier_rate_lower" })
    for (const field of ["activeMember", "minimumBet", "netLoss"] as const) {
      const v = t[field]
      if (!(field === "activeMember" ? countValid(v) : amountValid(v)))
        out.push({ tier, field, key: field === "activeMember" ? "offer_count_invalid" : "offer_amount_invalid" })
      else if (before !== undefined && (v ?? 0) < (before[field] ?? 0))
        out.push({ tier, field, key: "offer_tier_threshold_lower" })
    }
  })
  return out
}

export { type ContractFlags, noContracts }
