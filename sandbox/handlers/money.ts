/** Handlers of the money area's calls (filled by the area). */
import type { Handlers } from "../http/Context.ts"

export const moneyHandlers: Handlers = {}
