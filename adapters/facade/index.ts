/**
 * `@arena-portal/sdk`: the library for a shell that does not use Effect. `createArena` builds the store and the runtime once
 * and hands back Promises: the brand's settings are loaded before the first call (so `merchantCode` goes out on
 * every call, spec section 4 "Start"), a login resolves to its outcome, a launch to its decision and the game's
 * address, a record query to its filter and rows. A failure rejects with an `ArenaError` that names the endpoint and
 * keeps the platform's error (and, for a connection that failed, what the network said) as its `cause`.
 * Effect stays one import away: `arena.run(Workflows.x(...))` runs any workflow of `@arena-portal/sdk/core` on the same runtime.
 */
import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import type * as Layer from "effect/Layer"
import type { Event } from "../../core/events/Event.ts"
import type { PlatformError } from "../../core/events/Failures.ts"
import { makeBrandConfig } from "../../core/model/BrandConfig.ts"
import type { LaunchDecision, LaunchTarget } from "../../core/model/LaunchDecision.ts"
import type { RecordFilter, RecordKind } from "../../core/model/Records.ts"
import type { VerificationFailed } from "../../core/ports/Verifier.ts"
import type { State } from "../../core/state/State.ts"
import type { MemberRecords } from "../../core/state/slices/memberCentre.ts"
import * as Store from "../../core/store/Store.ts"
import type { ActionRefused } from "../../core/workflows/ActionRefused.ts"
import type { LoginOutcome } from "../../core/workflows/afterLogin.ts"
import type { FormRefused } from "../../core/workflows/FormRefused.ts"
import { type LaunchContext, launchGame } from "../../core/workflows/launchGame.ts"
import { loadSettings } from "../../core/workflows/loadSettings.ts"
import { loginByUsername, type UsernameLogin } from "../../core/workflows/loginByUsername.ts"
import { queryRecords } from "../../core/workflows/queryRecords.ts"
import type { FilterInput } from "../../core/workflows/resolveFilter.ts"
import * as BrowserRuntime from "../browser/runtime.ts"
import type { FetchLike } from "../http/Fetch.ts"
import * as NodeRuntime from "../node/runtime.ts"
import type { Services } from "../runtime/Runtime.ts"

/** Where the platform is and whose brand this shell shows. */
export interface ArenaConfig {
  /** The platform's API host (`https://api.example.com`); absolute outside a browser page. */
  readonly baseUrl: string
  /** The brand's merchant code: sent as `Merchant` on every call and as `merchantCode` where a call carries it. */
  readonly merchantCode: string
  /** The brand's default language (`en-US`...). */
  readonly defaultLanguage?: string
  /** The host the portal answers on, for the settings' permission check; the base URL's host by default. */
  readonly host?: string
  /** Where the session is kept: the page's storage and cookies in a browser, memory elsewhere (the default). */
  readonly storage?: "browser" | "memory"
  /** A fetch to use instead of the global one (a recorder's, a test's). */
  readonly fetch?: FetchLike
}

/** A failure that is none of the core's typed errors (a bug, an exception of the shell's own code), kept as `defect`. */
export interface Defect {
  readonly _tag: "Defect"
  readonly defect: unknown
}

/**
 * What a facade call fails with, told apart by `_tag`: a platform call's error (spec section 8), an action or a form
 * the workflow refused before any call, the verification check failed or closed, or a defect.
 */
export type ArenaCause = PlatformError | ActionRefused | FormRefused | VerificationFailed | Defect

const causeTags: ReadonlySet<string> = new Set<Exclude<ArenaCause["_tag"], "Defect">>([
  "NetworkFailed",
  "SessionEnded",
  "CallFailed",
  "ApiResponseRejected",
  "ActionRefused",
  "FormRefused",
  "VerificationFailed",
])

const isCause = (error: unknown): error is Exclude<ArenaCause, Defect> =>
  typeof error === "object" && error !== null && causeTags.has(String((error as { _tag?: unknown })._tag))

/**
 * A failed call or workflow: `endpoint` when a call failed; `errorCode` when the platform refused (its catalogue's
 * code) or the workflow did (an action's or a form's reason: `notLoggedIn`, `trial`, `channel_unavailable`...); the
 * typed error as `cause`, narrowed by its `_tag`.
 */
export class ArenaError extends Error {
  override readonly name = "ArenaError"
  /** The cause's tag: `NetworkFailed`, `SessionEnded`, `CallFailed`, `ApiResponseRejected`, `ActionRefused`... */
  readonly tag: ArenaCause["_tag"]
  override readonly cause: ArenaCause
  readonly endpoint: string | undefined
  readonly errorCode: string | undefined
  constructor(error: unknown) {
    const cause: ArenaCause = isCause(error) ? error : { _tag: "Defect", defect: error }
    const endpoint = "endpoint" in cause ? cause.endpoint : undefined
    const errorCode =
      "errorCode" in cause
        ? cause.errorCode
        : cause._tag === "ActionRefused" || cause._tag === "FormRefused"
          ? cause.reason
          : undefined
    const detail =
      cause._tag === "Defect"
        ? [cause.defect instanceof Error ? cause.defect.message : String(cause.defect)]
        : [
            "errorCode" in cause ? cause.errorCode : undefined,
            "message" in cause ? cause.message : undefined,
            "path" in cause ? cause.path : undefined,
            "reason" in cause ? cause.reason : undefined,
            "detail" in cause ? cause.detail : undefined,
          ].filter((x) => x)
    const at = endpoint !== undefined ? ` on ${endpoint}` : "action" in cause ? ` of ${cause.action}` : ""
    super(`${cause._tag}${at}${detail.length === 0 ? "" : `: ${detail.join(" ")}`}`, { cause })
    this.tag = cause._tag
    this.cause = cause
    this.endpoint = endpoint
    this.errorCode = errorCode
  }
}

/** What a launch gave: the decision of the launch rules and, when a game started, its address. */
export interface Launched {
  readonly decision: LaunchDecision
  readonly url: string | undefined
}

/** What a record query gave: the filter as resolved (dates, page) and the list it filled. */
export interface Queried<K extends RecordKind> {
  readonly filter: RecordFilter
  readonly records: MemberRecords[K]
}

export interface Arena {
  /** The core's store: its state, its event log, `dispatch` for intents. */
  readonly store: Store.Store
  /** The state now. */
  readonly state: () => State
  /** Calls `listener` after each event with the new state; returns the unsubscribe. */
  readonly subscribe: (listener: (state: State, event: Event) => void) => () => void
  /** Every service of the core, for `Effect.provide` in a shell that uses Effect. */
  readonly layer: Layer.Layer<Services>
  /** Runs a workflow of `@arena-portal/sdk/core` on this runtime (after the settings load); rejects with an `ArenaError`. */
  readonly run: <A, E>(workflow: Effect.Effect<A, E, Services>) => Promise<A>
  /** Loads the brand's settings; every other call waits for it, so calling it is needed only to see it fail early. */
  readonly start: () => Promise<void>
  readonly login: (input: UsernameLogin) => Promise<LoginOutcome>
  readonly launchGame: (target: LaunchTarget, context: LaunchContext) => Promise<Launched>
  readonly queryRecords: <K extends RecordKind>(kind: K, input: FilterInput) => Promise<Queried<K>>
}

const runPromise = async <A, E>(effect: Effect.Effect<A, E>): Promise<A> => {
  const exit = await Effect.runPromiseExit(effect)
  if (Exit.isSuccess(exit)) return exit.value
  throw new ArenaError(Cause.squash(exit.cause))
}

/** The store and runtime of one shell, behind Promises. */
export const createArena = (config: ArenaConfig): Arena => {
  const store = Store.make()
  const brand = {
    merchantCode: config.merchantCode,
    ...(config.defaultLanguage === undefined ? {} : { defaultLanguage: config.defaultLanguage }),
  }
  const fetch = config.fetch === undefined ? {} : { fetch: config.fetch }
  const layer =
    config.storage === "browser"
      ? BrowserRuntime.layer(store, { brand, baseUrl: config.baseUrl, ...fetch })
      : NodeRuntime.layer(store, { brand, baseUrl: config.baseUrl, ...fetch })
  const provided = <A, E>(workflow: Effect.Effect<A, E, Services>) => workflow.pipe(Effect.provide(layer))
  const host = config.host ?? new URL(config.baseUrl, "http://localhost").host
  let started: Promise<void> | undefined
  const start = () => {
    started ??= runPromise(provided(loadSettings(host, makeBrandConfig(config.merchantCode)))).catch((error) => {
      started = undefined
      throw error
    })
    return started
  }
  const run = async <A, E>(workflow: Effect.Effect<A, E, Services>) => {
    await start()
    return runPromise(provided(workflow))
  }
  return {
    store,
    state: store.state,
    subscribe: store.subscribe,
    layer,
    run,
    start,
    login: (input) => run(loginByUsername(input)),
    launchGame: async (target, context) => {
      const decision = await run(launchGame(target, context))
      const status = store.state().launch.status
      return { decision, url: "url" in status ? status.url : undefined }
    },
    queryRecords: async (kind, input) => {
      const filter = await run(queryRecords(kind, input))
      return { filter, records: store.state().memberCentre.records[kind] }
    },
  }
}
