/** Handlers of the games area's calls (filled by the area). */
import type { Handlers } from "../http/Context.ts"

export const gamesHandlers: Handlers = {}
