/**
 * Session storage and local storage as ports (spec section 3, "Storage"): string values by key. The browser binds
 * them to `sessionStorage` and `localStorage` (adapters/browser); the memory versions serve tests and Node.
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { LocalKey, SessionKey } from "../model/StorageKeys.ts"

export interface KeyValueShape<K extends string> {
  readonly get: (key: K) => Effect.Effect<string | undefined>
  readonly set: (key: K, value: string) => Effect.Effect<void>
  readonly remove: (key: K) => Effect.Effect<void>
  readonly clear: Effect.Effect<void>
  /** Every stored entry (for restoring merchant keys after a logout, and for tests). */
  readonly entries: Effect.Effect<ReadonlyArray<readonly [K, string]>>
}

/** The browser session's storage (token, account, caches...). */
export class SessionStore extends Context.Service<SessionStore, KeyValueShape<SessionKey>>()("arena/SessionStore") {}

/** The browser's long-lived storage (`lang`, `hisLang`). */
export class LocalStore extends Context.Service<LocalStore, KeyValueShape<LocalKey>>()("arena/LocalStore") {}

/** A key-value store over a Map. */
export const makeMemory = <K extends string>(map: Map<K, string> = new Map()): KeyValueShape<K> => ({
  get: (key) => Effect.sync(() => map.get(key)),
  set: (key, value) => Effect.sync(() => void map.set(key, value)),
  remove: (key) => Effect.sync(() => void map.delete(key)),
  clear: Effect.sync(() => map.clear()),
  entries: Effect.sync(() => [...map.entries()]),
})

export const layerSessionMemory = (map?: Map<SessionKey, string>) => Layer.succeed(SessionStore, makeMemory(map))
export const layerLocalMemory = (map?: Map<LocalKey, string>) => Layer.succeed(LocalStore, makeMemory(map))
