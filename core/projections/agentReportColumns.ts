/**
 * The columns of each list of the agent centre (spec section 2: team management, team betting, user profit and loss,
 * my income, transaction details), as data in the member centre's record-column shape (projections/recordColumns.ts):
 * what each column reads from a row, how it is shown (text, minor units, a time, a count, a code the interface
 * translates), and which total of the range it sums to. The table and its cards on a phone read this one list.
 */
import { contractPeriodKindOf } from "../model/AgentContract.ts"
import type {
  AgentReportKind,
  Downline,
  DownlineTransaction,
  IncomeRow,
  IncomeTotals,
  ProfitLossRow,
  TeamBetRow,
} from "../model/AgentReport.ts"
import { brandDatesIn } from "../model/BrandDate.ts"
import { type CellValue, col, opt, playColumns, type RecordColumn } from "./recordColumns.ts"

/** The lists (every report but the team overview, which is a set of figures). */
export type AgentListKind = Exclude<AgentReportKind, "teamOverview">

/** A row of any agent list. */
export type AgentRow = Downline | TeamBetRow | ProfitLossRow | IncomeRow | DownlineTransaction

const mapOpt = <A, B>(v: A | undefined, f: (a: A) => B): B | undefined => (v === undefined ? undefined : f(v))
const num = (v: number | null | undefined): CellValue => (v === null || v === undefined ? undefined : Number(v))

/** Every list's columns, in the order shown. */
export const agentReportColumns: Readonly<Record<AgentListKind, ReadonlyArray<RecordColumn>>> = {
  downlines: [
    col<Downline>("account", "text", (r) => r.account, { primary: true }),
    col<Downline>("nickname", "text", (r) => opt(r.nickname)),
    col<Downline>("memberType", "code", (r) => (r.type == null ? undefined : String(r.type))),
    col<Downline>("balance", "amount", (r) => opt(r.balance)),
    col<Downline>("teamSize", "count", (r) => num(r.teamSize)),
    col<Downline>("registerTime", "time", (r) => opt(r.registerTime)),
    col<Downline>("lastLogin", "time", (r) => opt(r.lastLogin)),
    col<Downline>("status", "code", (r) => opt(r.status)),
  ],
  teamBetting: [
    col<TeamBetRow>("betTime", "time", (r) => opt(r.betTime)),
    col<TeamBetRow>("account", "text", (r) => r.account, { primary: true }),
    col<TeamBetRow>("gameName", "text", (r) => opt(r.gameName)),
    col<TeamBetRow>("vendor", "text", (r) => opt(r.vendor)),
    col<TeamBetRow>("betAmount", "amount", (r) => r.betAmount, { total: "betAmount" }),
    col<TeamBetRow>("validBet", "amount", (r) => opt(r.validBet), { total: "validBet" }),
    col<TeamBetRow>("winLoss", "amount", (r) => opt(r.winLoss), { total: "winLoss", signed: true }),
  ],
  profitLoss: [
    col<ProfitLossRow>("account", "text", (r) => r.account, { primary: true }),
    col<ProfitLossRow>("depositAmount", "amount", (r) => opt(r.depositAmount)),
    col<ProfitLossRow>("withdrawalAmount", "amount", (r) => opt(r.withdrawalAmount)),
    ...playColumns<ProfitLossRow>(),
    col<ProfitLossRow>("profitLoss", "amount", (r) => opt(r.profitLoss), { total: "profit", signed: true }),
  ],
  income: [
    col<IncomeRow>("createTime", "time", (r) => opt(r.createTime)),
    col<IncomeRow>("incomeType", "code", (r) => opt(r.type), { primary: true }),
    // The platform writes a period as yyyy-MM-dd days (a range with ~): shown in the brand's format.
    col<IncomeRow>("period", "text", (r) => mapOpt(opt(r.period), brandDatesIn)),
    // The platform names a dividend's period; a salary's follows from its type (spec section 1).
    col<IncomeRow>("periodType", "code", (r) => opt(r.periodType) ?? contractPeriodKindOf(opt(r.type), undefined)),
    col<IncomeRow>("amount", "amount", (r) => r.amount, { total: "amount" }),
    // A HELD settlement waits for the upline's wallet; the agent is told why, as the platform words it.
    col<IncomeRow>("status", "code", (r) => opt(r.status), {
      note: (r) => (r.status === "HELD" ? opt(r.reason)?.trim() || undefined : undefined),
    }),
  ],
  transactions: [
    col<DownlineTransaction>("createTime", "time", (r) => opt(r.createTime)),
    col<DownlineTransaction>("account", "text", (r) => r.account, { primary: true }),
    col<DownlineTransaction>("txType", "text", (r) => opt(r.typeName) ?? opt(r.type)),
    col<DownlineTransaction>("amount", "amount", (r) => r.amount, { total: "amount", signed: true }),
    col<DownlineTransaction>("balance", "amount", (r) => opt(r.balance)),
    col<DownlineTransaction>("remarks", "text", (r) => opt(r.remarks)),
  ],
}

/** The value of a column in a row. */
export const agentCellOf = (column: RecordColumn, row: AgentRow): CellValue =>
  (column.value as (r: AgentRow) => CellValue)(row)

/** The note of a column in a row (a held income's reason), if any. */
export const agentNoteOf = (column: RecordColumn, row: AgentRow): string | undefined =>
  (column.note as ((r: AgentRow) => string | undefined) | undefined)?.(row)

/** The income statuses, in the order their totals are shown: earned but not settled, paid, held. */
export const incomeStatuses = ["PENDING", "PAID", "HELD"] as const

/** The range's income by status (minor units), in `incomeStatuses` order; none when the platform sent no totals. */
export const incomeStatusTotals = (
  byStatus: IncomeTotals | null | undefined,
): ReadonlyArray<{ readonly status: (typeof incomeStatuses)[number]; readonly amount: number }> | undefined =>
  byStatus == null
    ? undefined
    : [
        { status: "PENDING", amount: Number(byStatus.pending) },
        { status: "PAID", amount: Number(byStatus.paid) },
        { status: "HELD", amount: Number(byStatus.held) },
      ]
