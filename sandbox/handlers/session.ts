/** Handlers of the session area's calls (filled by the area). */
import type { Handlers } from "../http/Context.ts"

export const sessionHandlers: Handlers = {}
