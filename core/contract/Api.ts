/**
 * Every call of the platform API (spec section 7), by name: the one declaration the client, the server and the
 * replay are derived from. Each area file holds its calls; this module only gathers them.
 */
import { agent } from "./api/agent.ts"
import { content } from "./api/content.ts"
import { games } from "./api/games.ts"
import { lottery } from "./api/lottery.ts"
import { points } from "./api/points.ts"
import { session } from "./api/session.ts"
import { settings } from "./api/settings.ts"
import { wallet } from "./api/wallet.ts"
import type { Endpoint } from "./Endpoint.ts"

export const Api = { ...settings, ...session, ...games, ...lottery, ...content, ...wallet, ...points, ...agent }
export type Api = typeof Api
export type EndpointName = keyof Api

/** Every declared call. */
export const endpoints: ReadonlyArray<Endpoint> = Object.values(Api)

const byRoute = new Map(endpoints.map((e) => [`${e.method} ${e.path}`, e]))

/** The call declared for a method and path, if any (used by the replay and the server). */
export const findEndpoint = (method: string, path: string): Endpoint | undefined =>
  byRoute.get(`${method.toUpperCase()} ${path}`)
