/**
 * Session storage and local storage as the core ports `SessionStore` and `LocalStore` (core/ports/KeyValue.ts), with
 * exactly the keys of spec section 3 ("Storage", core/model/StorageKeys.ts). `entries` and `clear` see only those
 * keys, so a shell embedding the portal keeps its own entries through a logout. A storage the browser refuses
 * (private mode, a full quota, storage disabled) reads as empty and ignores writes rather than breaking a workflow.
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { type LocalKey, localKeys, type SessionKey, sessionKeys } from "../../core/model/StorageKeys.ts"
import { type KeyValueShape, LocalStore, SessionStore } from "../../core/ports/KeyValue.ts"

/** The part of the Web Storage API used here (a `Storage`, or a stand-in in tests). */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">

const attempt = <A>(f: () => A, fallback: A): A => {
  try {
    return f()
  } catch {
    return fallback
  }
}

/** A key-value port over a Web Storage, limited to `keys`. */
export const make = <K extends string>(storage: StorageLike | undefined, keys: ReadonlyArray<K>): KeyValueShape<K> => ({
  get: (key) => Effect.sync(() => attempt(() => storage?.getItem(key) ?? undefined, undefined)),
  set: (key, value) => Effect.sync(() => attempt(() => storage?.setItem(key, value), undefined)),
  remove: (key) => Effect.sync(() => attempt(() => storage?.removeItem(key), undefined)),
  clear: Effect.sync(() => {
    for (const key of keys) attempt(() => storage?.removeItem(key), undefined)
  }),
  entries: Effect.sync(() =>
    keys.flatMap((key) => {
      const value = attempt(() => storage?.getItem(key) ?? undefined, undefined)
      return value === undefined ? [] : [[key, value] as const]
    }),
  ),
})

/** The storage named, or undefined where reading it throws (some browsers when storage is disabled). */
const globalStorage = (name: "sessionStorage" | "localStorage"): StorageLike | undefined =>
  attempt(() => (globalThis as { [k: string]: unknown })[name] as StorageLike | undefined, undefined)

/** `SessionStore` over `sessionStorage` (or the given storage). */
export const layerSessionStorage = (storage: StorageLike | undefined = globalStorage("sessionStorage")) =>
  Layer.succeed(SessionStore, make<SessionKey>(storage, sessionKeys))

/** `LocalStore` over `localStorage` (or the given storage). */
export const layerLocalStorage = (storage: StorageLike | undefined = globalStorage("localStorage")) =>
  Layer.succeed(LocalStore, make<LocalKey>(storage, localKeys))

/** The session port over `sessionStorage` (or the given storage), for wiring by hand. */
export const sessionStorageStore = (storage: StorageLike | undefined = globalStorage("sessionStorage")) =>
  make<SessionKey>(storage, sessionKeys)

/** The local port over `localStorage` (or the given storage), for wiring by hand. */
export const localStorageStore = (storage: StorageLike | undefined = globalStorage("localStorage")) =>
  make<LocalKey>(storage, localKeys)
