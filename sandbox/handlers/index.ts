/** Every handler of the sandbox, by endpoint name; each area file holds its own. */
import type { Handlers } from "../http/Context.ts"
import { protectionHandlers } from "../protection/handlers.ts"
import { agentHandlers } from "./agents.ts"
import { gamesHandlers } from "./games.ts"
import { moneyHandlers } from "./money.ts"
import { sessionHandlers } from "./session.ts"
import { settingsHandlers } from "./settings.ts"

export const handlers: Handlers = {
  ...settingsHandlers,
  ...sessionHandlers,
  ...gamesHandlers,
  ...moneyHandlers,
  ...agentHandlers,
  ...protectionHandlers,
}
