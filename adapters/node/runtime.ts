/**
 * The Node composition root: the core's ports for a script, a test or an integrator's server: the fetch client
 * against a base URL (Node's fetch needs an absolute one), storage and cookies in memory (the core's own memory
 * versions), the machine's clock, the platform's encryption, the sandbox's verifier and the event log over a store.
 */
import type * as Layer from "effect/Layer"
import type { LocalKey, SessionKey } from "../../core/model/StorageKeys.ts"
import * as Cookies from "../../core/ports/Cookies.ts"
import { makeMemory } from "../../core/ports/KeyValue.ts"
import type { Store } from "../../core/store/Store.ts"
import * as Encryptor from "../crypto/Encryptor.ts"
import type { FetchLike } from "../http/Fetch.ts"
import * as PlatformClient from "../http/PlatformClient.ts"
import { layerOf, onThisMachine, type Parts, type Services } from "../runtime/Runtime.ts"

/** Where the Node runtime reaches the platform, and its memory. */
export interface NodeRuntimeConfig {
  /** The API host, absolute (`http://127.0.0.1:8080`). */
  readonly baseUrl: string
  readonly brand: { readonly merchantCode: string; readonly defaultLanguage?: string }
  readonly fetch?: FetchLike
  /** The maps behind session and local storage, to look into or prefill. */
  readonly session?: Map<SessionKey, string>
  readonly local?: Map<LocalKey, string>
  /** Timeout and retry pauses of the client (tests shorten them). */
  readonly timeoutMs?: number
  readonly retryDelaysMs?: ReadonlyArray<number>
}

/** The parts of the Node runtime. */
export const parts = (store: Store, config: NodeRuntimeConfig): Parts => {
  const session = makeMemory(config.session ?? new Map<SessionKey, string>())
  const local = makeMemory(config.local ?? new Map<LocalKey, string>())
  const encryptor = Encryptor.make({
    baseUrl: config.baseUrl,
    ...(config.fetch === undefined ? {} : { fetch: config.fetch }),
  })
  const platform = PlatformClient.make({
    baseUrl: config.baseUrl,
    merchantCode: config.brand.merchantCode,
    ...(config.brand.defaultLanguage === undefined ? {} : { defaultLanguage: config.brand.defaultLanguage }),
    ...(config.fetch === undefined ? {} : { fetch: config.fetch }),
    ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
    ...(config.retryDelaysMs === undefined ? {} : { retryDelaysMs: config.retryDelaysMs }),
    session,
    local,
    encryptor,
  })
  const cookies = Cookies.makeMemory(() => Date.now())
  return onThisMachine({ store, platform, session, local, cookies, encryptor })
}

/** Every service of the core for Node, over `store`. */
export const layer = (store: Store, config: NodeRuntimeConfig): Layer.Layer<Services> => layerOf(parts(store, config))
