/**
 * Every call of the platform API (spec section 7), by name: the one declaration the client, the server and the
 * replay are derived from. Each area file holds its calls; this module only gathers them.
 */

import * as Schema from "effect/Schema"
import { agent } from "./api/agent.ts"
import { content } from "./api/content.ts"
import { games } from "./api/games.ts"
import { live } from "./api/live.ts"
import { lottery } from "./api/lottery.ts"
import { points } from "./api/points.ts"
import { protection } from "./api/protection.ts"
import { session } from "./api/session.ts"
import { settings } from "./api/settings.ts"
import { wallet } from "./api/wallet.ts"
import type { Endpoint } from "./Endpoint.ts"

export const Api = {
  ...settings,
  ...session,
  ...games,
  ...lottery,
  ...content,
  ...wallet,
  ...points,
  ...agent,
  ...protection,
  ...live,
}
export type Api = typeof Api
/** The name of a declared call: what failure events carry, so a renamed call is a compile error where it is matched. */
export type EndpointName = keyof Api
/** A call declared in the contract (its name is one of `EndpointName`). */
export type DeclaredEndpoint = Endpoint<EndpointName>

/** The names of the declared calls as a schema: what a failure event's `endpoint` decodes through. */
export const EndpointName = Schema.Literals(Object.keys(Api) as ReadonlyArray<EndpointName>)

/** Every declared call. */
export const endpoints: ReadonlyArray<DeclaredEndpoint> = Object.values(Api)

/**
 * The calls by method, then by path: the server looks a call up on every request, and a key made of both would be a
 * new string to build and hash each time.
 */
const byRoute = new Map<string, Map<string, DeclaredEndpoint>>()
for (const e of endpoints) {
  const paths = byRoute.get(e.method) ?? new Map<string, DeclaredEndpoint>()
  byRoute.set(e.method, paths.set(e.path, e))
}

/** The call declared for a method and path, if any (used by the replay and the server). */
export const findEndpoint = (method: string, path: string): DeclaredEndpoint | undefined =>
  (byRoute.get(method) ?? byRoute.get(method.toUpperCase()))?.get(path)
