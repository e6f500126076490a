/**
 * The session caches of spec section 4 ("Caching: settings, validate rules, routers... are cached in session storage
 * and reused"): an answer is stored in its wire form under its key and, while the browser session lasts, reused
 * instead of calling again. A reused answer is emitted as the same answer event, so the state is the same either way;
 * a stored value that no longer decodes is dropped and the call is made.
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import type { DeclaredEndpoint } from "../contract/Api.ts"
import { answered } from "../contract/Endpoint.ts"
import type { Event } from "../events/Event.ts"
import type { SessionKey } from "../model/StorageKeys.ts"
import { SessionStore } from "../ports/KeyValue.ts"
import { emit } from "../store/EventLog.ts"
import { call } from "./call.ts"

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The cached value under `key`, decoded through `schema`; undefined when absent or no longer valid. */
export const readCache = <S extends Schema.Top>(key: SessionKey, schema: S) =>
  Effect.gen(function* () {
    const store = yield* SessionStore
    const text = yield* store.get(key)
    if (text === undefined) return undefined
    const decoded = Schema.decodeUnknownOption(schema as unknown as Schema.Codec<S["Type"], unknown>)(parse(text))
    if (decoded._tag === "Some") return decoded.value
    yield* store.remove(key)
    return undefined
  })

/** Stores `value` under `key` in its wire form. */
export const writeCache = <S extends Schema.Top>(key: SessionKey, schema: S, value: S["Type"]) =>
  Effect.gen(function* () {
    const store = yield* SessionStore
    const encoded = Schema.encodeUnknownOption(schema as unknown as Schema.Codec<S["Type"], unknown>)(value)
    if (encoded._tag === "Some") yield* store.set(key, JSON.stringify(encoded.value))
  })

/** The cached answer of `endpoint` under `key` (emitted as its answer event), else the call's, then cached. */
export const cachedCall = <E extends DeclaredEndpoint>(key: SessionKey, endpoint: E, request: E["request"]["Type"]) =>
  Effect.gen(function* () {
    const cached = yield* readCache(key, endpoint.response)
    if (cached !== undefined) {
      yield* emit(answered(endpoint, cached) as Event)
      return cached as E["response"]["Type"]
    }
    const value = yield* call(endpoint, request)
    yield* writeCache(key, endpoint.response, value)
    return value
  })
