/**
 * Loads the brand's settings at start (spec sections 3, 4 and 6): the brand configuration is applied and its merchant
 * code stored (`merchant`, `merchantCode`, restored after a logout); the permission check (`/wps/system/status`,
 * always fresh: it fixes the system status) together with the white-label menu, the registration rules and the
 * domain routes, each reused from its session cache (`settings`, `validate`, `routers`; spec section 4 "Caching") when there.
 * The four are independent requests: asked for at once, the start waits one round trip, not two (the spec orders none
 * of them; the system status selects the page rendered whatever the others answer). A failed optional load leaves its
 * failure event and the rest goes on; a failed permission check fails the workflow once the others have settled.
 */
import * as Effect from "effect/Effect"
import { settings } from "../contract/api/settings.ts"
import type { BrandConfig } from "../model/BrandConfig.ts"
import { SessionStore } from "../ports/KeyValue.ts"
import { emit } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { cachedCall } from "./sessionCache.ts"

/** Loads the settings for the portal's host and brand. */
export const loadSettings = (host: string, brand: BrandConfig) =>
  Effect.gen(function* () {
    yield* emit({ _tag: "BrandConfigured", config: brand })
    const store = yield* SessionStore
    yield* store.set("merchant", brand.merchantCode)
    yield* store.set("merchantCode", brand.merchantCode)
    // All four at once: the portal waits for the slowest, not for their sum. The optional three are not interrupted
    // when the permission check fails first: what they answer is kept (and cached) for the page that follows.
    const [status] = yield* Effect.all(
      [
        call(settings.status, { url: host }),
        Effect.ignore(cachedCall("settings", settings.whitelabel, {})),
        Effect.ignore(cachedCall("validate", settings.registerRules, {})),
        Effect.ignore(cachedCall("routers", settings.domainRoute, {})),
      ],
      { concurrency: "unbounded", mode: "result" },
    )
    yield* Effect.fromResult(status)
  })
