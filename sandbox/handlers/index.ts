/**
 * Every handler of the sandbox, by endpoint name; each area file holds its own. The table is total over the contract
 * (`HandlerTable`): a call declared without its handler does not compile.
 */
import type { HandlerTable } from "../http/Context.ts"
import { protectionHandlers } from "../protection/handlers.ts"
import { agentHandlers } from "./agents.ts"
import { gamesHandlers } from "./games.ts"
import { moneyHandlers } from "./money.ts"
import { sessionHandlers } from "./session.ts"
import { settingsHandlers } from "./settings.ts"

export const handlers: HandlerTable = {
  ...settingsHandlers,
  ...sessionHandlers,
  ...gamesHandlers,
  ...moneyHandlers,
  ...agentHandlers,
  ...protectionHandlers,
}
