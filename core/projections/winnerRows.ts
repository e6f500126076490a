/**
 * The winner board's rows on the home page (spec section 1 "a winner board (top 10 shown on home; request limit
 * 20)"; section 9 "two decimals with thousands separators"): rank, the masked name as sent, the game and vendor, and
 * the amount's text, from the content slice's top 10. The board is asked for again every `winnerBoardRefreshMs`
 * while the home page shows it (OUR CHOICE of period: the spec says the board is refreshed, not how often).
 */
import type { WinRecord } from "../model/WinnerBoard.ts"
import { amountText } from "./amountText.ts"

/** How often the home page asks for the board again, in milliseconds. */
export const winnerBoardRefreshMs = 30_000

/** One row of the board. */
export interface WinnerRow {
  readonly key: string
  /** From 1. */
  readonly rank: number
  readonly name: string
  readonly game: string
  readonly vendor: string
  /** `1,234.50`. */
  readonly amount: string
}

/** The rows of the board, in the slice's order (largest first). */
export const winnerRows = (winners: ReadonlyArray<WinRecord>): ReadonlyArray<WinnerRow> =>
  winners.map((w, i) => ({
    key: w.recordId ?? `${i}`,
    rank: i + 1,
    name: w.customerName ?? "***",
    game: w.gameName ?? w.gameId ?? "",
    vendor: w.vendor ?? "",
    amount: amountText(w.winAmount ?? 0),
  }))
