/**
 * Loads a lottery menu (spec section 3 "Lottery menu", section 7): the lottery's (`/lgw/games/game_menus`, prize
 * mode `Lott` by default) or the Vietnamese lottery's (`/lgw/vn/games/game_menu`, device WEB). Raw answers, not
 * enveloped (wire notes section 2).
 */
import * as Effect from "effect/Effect"
import { lottery } from "../contract/api/lottery.ts"
import { menuGroups, PrizeModes } from "../model/LotteryMenu.ts"
import { call } from "./call.ts"

/** Which menu. */
export type LotteryArea = "lottery" | "vn"

/** Loads a menu; hands back its groups. */
export const loadLotteryMenus = (area: LotteryArea, prizeMode?: string) =>
  (area === "vn"
    ? call(lottery.vnLotteryMenus, { prizeMode: prizeMode ?? PrizeModes.vn, device: "WEB" })
    : call(lottery.lotteryMenus, { prizeMode: prizeMode ?? PrizeModes.lott })
  ).pipe(Effect.map(menuGroups))
