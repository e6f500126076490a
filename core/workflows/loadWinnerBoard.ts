/** Loads the winner board of the home page (`ODSFE2_getWinnerBoard`; spec section 7: gameCategory ALL, limit 20). */
import * as Effect from "effect/Effect"
import { content } from "../contract/api/content.ts"
import { topWins, winnerBoardRequest } from "../model/WinnerBoard.ts"
import { call } from "./call.ts"

/** Loads the board; hands back the top 10, largest first. */
export const loadWinnerBoard = (language: string) =>
  call(content.winnerBoard, winnerBoardRequest(language)).pipe(Effect.map((board) => topWins(board)))
