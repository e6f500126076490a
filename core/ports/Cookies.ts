/** Cookies as a port (remember me, last username). The browser binding sets `Secure` and `SameSite=Strict`. */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { CookieKey } from "../model/StorageKeys.ts"

export interface CookiesShape {
  readonly get: (name: CookieKey) => Effect.Effect<string | undefined>
  /** Sets a cookie for `maxAgeSeconds` (session cookie when absent). */
  readonly set: (name: CookieKey, value: string, maxAgeSeconds?: number) => Effect.Effect<void>
  readonly remove: (name: CookieKey) => Effect.Effect<void>
}

export class Cookies extends Context.Service<Cookies, CookiesShape>()("arena/Cookies") {}

/** Cookies in memory; expiry is read against `now` (epoch ms). */
export const makeMemory = (
  now: () => number = () => 0,
): CookiesShape & { readonly jar: Map<string, { value: string; expires: number }> } => {
  const jar = new Map<string, { value: string; expires: number }>()
  return {
    jar,
    get: (name) =>
      Effect.sync(() => {
        const c = jar.get(name)
        return c !== undefined && c.expires > now() ? c.value : undefined
      }),
    set: (name, value, maxAgeSeconds) =>
      Effect.sync(
        () =>
          void jar.set(name, {
            value,
            expires: maxAgeSeconds === undefined ? Number.POSITIVE_INFINITY : now() + maxAgeSeconds * 1000,
          }),
      ),
    remove: (name) => Effect.sync(() => void jar.delete(name)),
  }
}

export const layerMemory = (now?: () => number) => Layer.succeed(Cookies, makeMemory(now))
