/**
 * The page's live stream (adapters/http/liveStream.ts), bound to the page's storage. A module of its own, apart from
 * runtime.ts: the portal imports the runtime in its first view, and a stream client there would cost every visitor
 * its bytes before any session has a stream to follow.
 */
import * as LiveStream from "../http/liveStream.ts"
import type { BrowserRuntimeConfig } from "./runtime.ts"
import { localStorageStore, sessionStorageStore } from "./webStorage.ts"

/**
 * Follows the live stream of the page's session (adapters/http/liveStream.ts), the token and language read from the
 * page's storage at each opening; `onData` and `onFailure` hand its events to the core.
 */
export const followLive = (
  config: BrowserRuntimeConfig & Pick<LiveStream.LiveStreamConfig, "onData" | "onFailure" | "onOpen">,
): LiveStream.Following => {
  const page = config.page ?? {}
  return LiveStream.follow({
    merchantCode: config.brand.merchantCode,
    ...(config.brand.defaultLanguage === undefined ? {} : { defaultLanguage: config.brand.defaultLanguage }),
    ...(config.baseUrl === undefined ? {} : { baseUrl: config.baseUrl }),
    ...(config.fetch === undefined ? {} : { fetch: config.fetch }),
    session: sessionStorageStore(page.sessionStorage),
    local: localStorageStore(page.localStorage),
    onData: config.onData,
    onFailure: config.onFailure,
    ...(config.onOpen === undefined ? {} : { onOpen: config.onOpen }),
  })
}
