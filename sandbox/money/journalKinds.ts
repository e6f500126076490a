/**
 * What each kind of journal entry means to a member's records (our choice of codes, in the platform's style of
 * numbered transaction types): its record type (the account record's `type` filter), its name, and its transaction
 * type id (`ODSFE2_MemTransDet`'s `txTypeId`, which `excludeTxTypeIds` filters on). A round of play is one entry
 * whose stake is a bet and whose payout a win, told apart by the posting's sign. Kinds written by other areas are
 * listed too; an unknown kind reads as an adjustment.
 *
 * Contract income (sandbox/agents/settlement.ts) is one kind per contract kind, credited to the agent and debited
 * from the upline that gave the contract (the house for a top agent): its record type is COMMISSION.
 *
 * Points move in their own account (`POINTS`, account type 9, wire notes section 4): earned from play (9201),
 * redeemed in the mall (9202), converted to cash (9203, which the points page leaves out: the conversion shows in the
 * account record), refunded when a redemption is rejected (9204), granted by a promotion (9205).
 */

import type { AccountRecordType, BonusType } from "../../core/model/RecordOptions.ts"
import { excludedPointsTxType } from "../../core/model/Records.ts"

/** One kind's reading; `sign` narrows it to the debit or credit posting of the entry. */
export interface KindReading {
  readonly kind: string
  readonly sign?: "debit" | "credit"
  readonly type: AccountRecordType
  readonly name: string
  readonly txTypeId: string
}

/** Every known reading, most specific first. */
export const kindReadings: ReadonlyArray<KindReading> = [
  { kind: "seed.deposit", type: "DEPOSIT", name: "Opening balance", txTypeId: "1001" },
  { kind: "deposit", type: "DEPOSIT", name: "Deposit", txTypeId: "1001" },
  { kind: "withdrawal.hold", type: "WITHDRAWAL", name: "Withdrawal", txTypeId: "1002" },
  { kind: "withdrawal.cancel", type: "WITHDRAWAL", name: "Withdrawal cancelled", txTypeId: "1003" },
  { kind: "withdrawal.refund", type: "WITHDRAWAL", name: "Withdrawal rejected", txTypeId: "1003" },
  { kind: "withdrawal.paid", type: "WITHDRAWAL", name: "Withdrawal paid", txTypeId: "1004" },
  { kind: "withdrawal.received", type: "WITHDRAWAL", name: "Withdrawal received automatically", txTypeId: "1005" },
  { kind: "wallet.transfer", sign: "debit", type: "TRANSFER", name: "Transfer out", txTypeId: "1101" },
  { kind: "wallet.transfer", sign: "credit", type: "TRANSFER", name: "Transfer in", txTypeId: "1102" },
  { kind: "game.round", sign: "debit", type: "BET", name: "Bet", txTypeId: "1201" },
  { kind: "game.round", sign: "credit", type: "WIN", name: "Win", txTypeId: "1202" },
  { kind: "bonus.promotion", type: "BONUS", name: "Promotion bonus", txTypeId: "1301" },
  { kind: "bonus.claim", type: "BONUS", name: "Claimed bonus", txTypeId: "1302" },
  { kind: "bonus.raffle", type: "BONUS", name: "Raffle prize", txTypeId: "1303" },
  { kind: "bonus.mission", type: "BONUS", name: "Mission reward", txTypeId: "1304" },
  { kind: "bonus.points", type: "BONUS", name: "Points mall cash reward", txTypeId: "1305" },
  { kind: "trial.credit", type: "BONUS", name: "Trial credit", txTypeId: "1306" },
  { kind: "agent.transfer", sign: "debit", type: "AGENT_TRANSFER", name: "Agent transfer out", txTypeId: "1401" },
  { kind: "agent.transfer", sign: "credit", type: "AGENT_TRANSFER", name: "Agent transfer in", txTypeId: "1402" },
  { kind: "REALTIME_SALARY", sign: "credit", type: "COMMISSION", name: "Real-time salary", txTypeId: "1501" },
  { kind: "HOURLY_SALARY", sign: "credit", type: "COMMISSION", name: "Hourly salary", txTypeId: "1502" },
  { kind: "DAILY_SALARY", sign: "credit", type: "COMMISSION", name: "Daily salary", txTypeId: "1503" },
  { kind: "DIVIDEND", sign: "credit", type: "COMMISSION", name: "Dividend", txTypeId: "1504" },
  {
    kind: "REALTIME_SALARY",
    sign: "debit",
    type: "COMMISSION",
    name: "Real-time salary to downline",
    txTypeId: "1511",
  },
  { kind: "HOURLY_SALARY", sign: "debit", type: "COMMISSION", name: "Hourly salary to downline", txTypeId: "1512" },
  { kind: "DAILY_SALARY", sign: "debit", type: "COMMISSION", name: "Daily salary to downline", txTypeId: "1513" },
  { kind: "DIVIDEND", sign: "debit", type: "COMMISSION", name: "Dividend to downline", txTypeId: "1514" },
  { kind: "points.earn", type: "POINTS", name: "Points earned from play", txTypeId: "9201" },
  { kind: "points.redeem", type: "POINTS", name: "Points redeemed", txTypeId: "9202" },
  { kind: "points.convert", type: "POINTS", name: "Points converted to cash", txTypeId: excludedPointsTxType },
  { kind: "points.refund", type: "POINTS", name: "Points refunded", txTypeId: "9204" },
  { kind: "points.bonus", type: "POINTS", name: "Points granted", txTypeId: "9205" },
]

/** Journal kinds that pay the member a bonus (the bonus details list). */
export const bonusKinds = kindReadings.filter((r) => r.type === "BONUS").map((r) => r.kind)

/** The bonus details' types by kind. */
export const bonusTypeOf: Readonly<Record<string, BonusType>> = {
  "bonus.promotion": "PROMOTION",
  "bonus.claim": "PROMOTION",
  "bonus.raffle": "RAFFLE",
  "bonus.mission": "MISSION",
  "bonus.points": "POINTS",
  "trial.credit": "TRIAL",
}

const adjustment = { type: "ADJUSTMENT", name: "Adjustment", txTypeId: "1901" } as const

/** How a posting of `amount` in an entry of `kind` reads. */
export const readingOf = (kind: string, amount: number): Omit<KindReading, "kind" | "sign"> => {
  const sign = amount < 0 ? "debit" : "credit"
  return kindReadings.find((r) => r.kind === kind && (r.sign === undefined || r.sign === sign)) ?? adjustment
}

const quote = (s: string) => `'${s.replace(/'/g, "''")}'`

/**
 * A SQL expression giving a posting's record type or transaction type id from `kindColumn` and `amountColumn`
 * (built from the constant readings above, never from input).
 */
export const readingSql = (field: "type" | "txTypeId", kindColumn: string, amountColumn: string): string =>
  `case ${kindReadings
    .map(
      (r) =>
        `when ${kindColumn} = ${quote(r.kind)}${
          r.sign === undefined ? "" : r.sign === "debit" ? ` and ${amountColumn} < 0` : ` and ${amountColumn} >= 0`
        } then ${quote(r[field])}`,
    )
    .join(" ")} else ${quote(adjustment[field])} end`
