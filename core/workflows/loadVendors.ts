/**
 * Loads the vendor catalogue (`GCSGAME_gameVendor`; spec section 4 "Caching: ... game vendor ... cached in session
 * storage and reused"): the stored answer under `gameVendor` when the session has one, else the platform's for the
 * brand's merchant code, then stored. `refresh` skips the stored answer.
 */
import * as Effect from "effect/Effect"
import { games } from "../contract/api/games.ts"
import { SessionStore } from "../ports/KeyValue.ts"
import * as EventLog from "../store/EventLog.ts"
import { cachedCall } from "./sessionCache.ts"

/** Loads the vendors (from the session cache unless `refresh`); hands back the catalogue. */
export const loadVendors = (options: { readonly refresh?: boolean } = {}) =>
  Effect.gen(function* () {
    if (options.refresh === true) yield* SessionStore.use((s) => s.remove("gameVendor"))
    const state = yield* EventLog.state
    return yield* cachedCall("gameVendor", games.gameVendors, { merchantCode: state.settings.merchantCode })
  })
