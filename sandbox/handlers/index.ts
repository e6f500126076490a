/** Every handler of the sandbox, by endpoint name; each area file holds its own. */
import type { Handlers } from "../http/Context.ts"
import { settingsHandlers } from "./settings.ts"

export const handlers: Handlers = { ...settingsHandlers }
