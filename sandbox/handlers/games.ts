/**
 * Handlers of the games, lottery and content calls (core/contract/api/games.ts, lottery.ts, content.ts): the
 * catalogue, members' favourites and recent games, PVP rooms, the launch of the demo game pages, the lottery, and
 * the portal's content. The modules live in sandbox/games/ and sandbox/content/.
 */
import { contentHandlers } from "../content/handlers.ts"
import { catalogueHandlers } from "../games/catalogueHandlers.ts"
import { launchHandlers } from "../games/launch.ts"
import { lotteryHandlers } from "../games/lottery/handlers.ts"
import { memberGamesHandlers } from "../games/memberGames.ts"
import type { Handlers } from "../http/Context.ts"

export const gamesHandlers = {
  ...catalogueHandlers,
  ...memberGamesHandlers,
  ...launchHandlers,
  ...lotteryHandlers,
  ...contentHandlers,
} satisfies Handlers
