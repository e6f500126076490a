/**
 * The remark a record line carries, from its entry's meta (written by each movement): which wallets a transfer joined,
 * which game a round was, which order a deposit or withdrawal was, who an agent transfer went to, which promotion a
 * bonus came from.
 */
import type { LedgerLine } from "../ledger/lines.ts"
import { walletName } from "./wallets.ts"

const text = (v: unknown): string | undefined =>
  typeof v === "string" || typeof v === "number" ? String(v) : undefined

/** The remark of a line. */
export const remarkOf = (line: Pick<LedgerLine, "kind" | "meta" | "amount">): string | null => {
  const m = line.meta
  switch (line.kind) {
    case "wallet.transfer": {
      const from = Number(m.fromAccountTypeId)
      const to = Number(m.toAccountTypeId)
      return Number.isFinite(from) && Number.isFinite(to) ? `${walletName(from)} → ${walletName(to)}` : null
    }
    case "game.round":
      return [text(m.vendor), text(m.game), text(m.roundId)].filter((x) => x !== undefined).join(" ") || null
    case "deposit":
      return m.depositId === undefined ? null : `Deposit #${text(m.depositId)}`
    case "withdrawal.hold":
    case "withdrawal.paid":
    case "withdrawal.cancel":
    case "withdrawal.refund":
      return m.withdrawalId === undefined ? null : `Withdrawal #${text(m.withdrawalId)}`
    case "agent.transfer":
      return line.amount < 0 ? `To ${text(m.to) ?? "?"}` : `From ${text(m.from) ?? "?"}`
    case "points.convert":
      return m.points === undefined ? null : `${text(m.points)} points`
    default:
      return text(m.title) ?? text(m.note) ?? null
  }
}
