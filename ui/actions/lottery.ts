/**
 * The lottery pages' actions (spec section 2 "/lottery, /Vnlottery"; section 7 lottery calls): load a page's menu
 * and its popular (20) or full (100) list of opened draws, and open the lottery lobby link for a choice. Core decides
 * everything: the prize mode of the page, the link's parameters (`core/projections/lotteryLink.ts`) and the launch
 * rules (login popup, real-account warning). Only the lottery section imports this module, so the workflows
 * load with it.
 */
import { type Language, platformCode } from "../../core/model/Language.ts"
import type { LotteryPath } from "../../core/model/LaunchDecision.ts"
import { lotteryLink, pagePrizeMode } from "../../core/projections/lotteryLink.ts"
import type { DrawList } from "../../core/state/slices/lottery.ts"
import { launchGame } from "../../core/workflows/launchGame.ts"
import { loadLotteryDraws } from "../../core/workflows/loadLotteryDraws.ts"
import { loadLotteryMenus } from "../../core/workflows/loadLotteryMenus.ts"
import { attempt, dispatch, state } from "../app/runtime.ts"

const language = (): Language => state().language.current

const area = (page: LotteryPath): "vn" | "lottery" => (page === "/Vnlottery" ? "vn" : "lottery")

/** The prize mode of the page now (core's rule). */
const prizeModeOf = (page: LotteryPath): string => pagePrizeMode(state(), page)

/** Loads a page's game menu; true when it came. */
export const loadLotteryMenu = async (page: LotteryPath): Promise<boolean> => {
  return (await attempt(loadLotteryMenus(area(page), prizeModeOf(page)))).ok
}

// The answer of the opened-numbers call does not say which list it is (core's lottery slice): one list at a time.
let queue: Promise<unknown> = Promise.resolve()

/** Loads a page's popular (20) or full (100) list of opened draws, after any list still loading; true when it came. */
export const loadDrawList = (page: LotteryPath, list: DrawList): Promise<boolean> => {
  const next = queue.then(async () => {
    const query = { language: platformCode[language()], prizeMode: prizeModeOf(page) }
    return (await attempt(loadLotteryDraws(list, query))).ok
  })
  queue = next.catch(() => undefined)
  return next
}

/** Opens the lottery lobby link: one game's betting view, or the lobby when no game is given (spec section 7). */
export const openLottery = async (
  page: LotteryPath,
  game?: { readonly gameCode: string; readonly prizeMode?: string | undefined },
): Promise<void> => {
  const { target, context } = lotteryLink(state(), {
    page,
    ...(game === undefined ? {} : { game }),
    origin: window.location.origin,
    language: language(),
  })
  await attempt(launchGame(target, context))
}

/** Leaves the lottery lobby shown on the page (back to the lists). */
export const closeLottery = (): void => dispatch({ _tag: "LaunchDismissed" })
