/**
 * Loads the consolidated contract data (spec section 7 `GET /wps/member/info/funds/consolidated`) only when the
 * white-label flag AGENTPOLICY3 is on (spec section 4), cached in session storage for the browser session (spec
 * section 4 "Caching: ... consolidated"); `fresh` skips the cache, after a decision changed the contracts. The salary
 * and contract switches are also stored under `enableSalary` and `enableContract` (spec section 3 "Storage").
 */
import * as Effect from "effect/Effect"
import { agent } from "../contract/api/agent.ts"
import { type Consolidated, contractFlags } from "../model/AgentContract.ts"
import { agentConsolidatedEnabled } from "../permissions/features.ts"
import { isRealMember } from "../permissions/roles.ts"
import { SessionStore } from "../ports/KeyValue.ts"
import { state } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { cachedCall, writeCache } from "./sessionCache.ts"

/** The consolidated data; undefined when AGENTPOLICY3 is off or there is no real account (nothing is sent). */
export const loadConsolidated = (options: { readonly fresh?: boolean } = {}) =>
  Effect.gen(function* () {
    const s = yield* state
    if (!isRealMember(s) || !agentConsolidatedEnabled(s)) return undefined as Consolidated | undefined
    const value = options.fresh
      ? yield* call(agent.consolidated, {}).pipe(
          Effect.tap((v) => writeCache("consolidated", agent.consolidated.response, v)),
        )
      : yield* cachedCall("consolidated", agent.consolidated, {})
    const flags = contractFlags(value)
    const store = yield* SessionStore
    yield* store.set("enableSalary", String(flags.salary))
    yield* store.set("enableContract", String(flags.enableCt))
    return value
  })
