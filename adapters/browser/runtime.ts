/**
 * The browser's composition root (DESIGN.md, adapters): every core port bound to the page over a given core store:
 * the fetch client of the platform (same origin by default), sessionStorage and localStorage, document.cookie, the
 * machine's clock, the platform's encryption (a lazy chunk), the sandbox's verifier, and the event log. The UI's
 * `ui/main.tsx` builds it once; the header clock is started apart with `startTicker` (adapters/clock/ticker.ts).
 */
import type * as Layer from "effect/Layer"
import type { Store } from "../../core/store/Store.ts"
import * as Encryptor from "../crypto/Encryptor.ts"
import type { FetchLike } from "../http/Fetch.ts"
import * as PlatformClient from "../http/PlatformClient.ts"
import { layerOf, onThisMachine, type Parts, type Services } from "../runtime/Runtime.ts"
import * as DocumentCookies from "./documentCookies.ts"
import { localStorageStore, type StorageLike, sessionStorageStore } from "./webStorage.ts"

/** How the browser runtime reaches the platform. */
export interface BrowserRuntimeConfig {
  /** The brand's merchant code and default language (core/model/BrandConfig.ts). */
  readonly brand: { readonly merchantCode: string; readonly defaultLanguage?: string }
  /** The API host; empty (the default) for the page's own origin. */
  readonly baseUrl?: string
  /** A fetch to use instead of the page's (a HAR recorder's, adapters/har/record.ts). */
  readonly fetch?: FetchLike
  /** The page's objects, for tests and embedding shells; the global ones by default. */
  readonly page?: {
    readonly sessionStorage?: StorageLike
    readonly localStorage?: StorageLike
    readonly document?: DocumentCookies.CookieJar
    readonly secureCookies?: boolean
  }
}

/** The parts of the browser runtime, for a shell that wires some of them itself. */
export const parts = (store: Store, config: BrowserRuntimeConfig): Parts => {
  const page = config.page ?? {}
  const session = sessionStorageStore(page.sessionStorage)
  const local = localStorageStore(page.localStorage)
  const encryptor = Encryptor.make({
    ...(config.baseUrl === undefined ? {} : { baseUrl: config.baseUrl }),
    ...(config.fetch === undefined ? {} : { fetch: config.fetch }),
  })
  const platform = PlatformClient.make({
    merchantCode: config.brand.merchantCode,
    ...(config.brand.defaultLanguage === undefined ? {} : { defaultLanguage: config.brand.defaultLanguage }),
    ...(config.baseUrl === undefined ? {} : { baseUrl: config.baseUrl }),
    ...(config.fetch === undefined ? {} : { fetch: config.fetch }),
    session,
    local,
    encryptor,
  })
  const jar: DocumentCookies.CookieJar = page.document ?? globalThis.document
  const cookies = DocumentCookies.make(jar, page.secureCookies === undefined ? {} : { secure: page.secureCookies })
  return onThisMachine({ store, platform, session, local, cookies, encryptor })
}

/** Every service of the core, bound to the page, over `store`. */
export const layer = (store: Store, config: BrowserRuntimeConfig): Layer.Layer<Services> =>
  layerOf(parts(store, config))

/**
 * Follows the live stream of the page's session (adapters/browser/live.ts), its client loaded on the first call: a
 * chunk of its own, so neither the first view nor a visitor carries it.
 */
export const followLive = (
  config: Parameters<typeof import("./live.ts").followLive>[0],
): Promise<import("../http/liveStream.ts").Following> => import("./live.ts").then((Live) => Live.followLive(config))
