/**
 * The winner board (`ODSFE2_getWinnerBoard`; spec section 1 "top 10 shown on home; request limit 20", section 7;
 * wire notes section 5): `list[]` of `{ vo }` records, which the client sorts by `winAmount`, largest first.
 */
import * as Schema from "effect/Schema"
import { OptionalId } from "./Id.ts"
import { listOf } from "./List.ts"
import { Amount, Text } from "./Optional.ts"

/** One win. */
export const WinRecord = Schema.Struct({
  recordId: OptionalId,
  customerName: Text,
  /** In minor units. */
  winAmount: Amount,
  gameId: OptionalId,
  nodeId: OptionalId,
  vendor: Text,
  gameName: Text,
})
export type WinRecord = typeof WinRecord.Type

/** `value` of the call. */
export const WinnerBoard = Schema.Struct({ list: listOf(Schema.Struct({ vo: WinRecord })) })
export type WinnerBoard = typeof WinnerBoard.Type

/** The request: every category, limit 20 (spec section 7). */
export const WinnerBoardRequest = Schema.Struct({
  gameCategory: Schema.String,
  language: Schema.String,
  limitNum: Schema.Finite,
})
export type WinnerBoardRequest = typeof WinnerBoardRequest.Type

/** Records asked for (spec section 1). */
export const requestLimit = 20

/** Records shown on the home page (spec section 1). */
export const shownLimit = 10

/** The request of the home page's board. */
export const winnerBoardRequest = (language: string): WinnerBoardRequest => ({
  gameCategory: "ALL",
  language,
  limitNum: requestLimit,
})

/** The largest wins first, at most `limit` (ties keep the order sent; a missing amount counts as 0). */
export const topWins = (board: WinnerBoard, limit = shownLimit): ReadonlyArray<WinRecord> =>
  // A stable sort (as every sort is since ES2019) keeps equal wins in the board's order.
  board.list
    .map((entry) => entry.vo)
    .sort((a, b) => (b.winAmount ?? 0) - (a.winAmount ?? 0))
    .slice(0, limit)
