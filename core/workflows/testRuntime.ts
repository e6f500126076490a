/**
 * The memory runtime for workflow tests: every port of core in memory (platform, session and local storage, cookies,
 * clock, encryption, verification tool) and an event log over a fresh store, composed once. A test says what the
 * platform answers per endpoint name, runs a workflow, then asserts the emitted events (`store.log()`), the state,
 * the stored keys and the wire requests. Shared by every area's workflow tests.
 */
import * as Effect from "effect/Effect"
import type * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import type { LocalKey, SessionKey } from "../model/StorageKeys.ts"
import * as Clock from "../ports/Clock.ts"
import * as Cookies from "../ports/Cookies.ts"
import * as Encryptor from "../ports/Encryptor.ts"
import * as KeyValue from "../ports/KeyValue.ts"
import * as Platform from "../ports/Platform.ts"
import * as Verifier from "../ports/Verifier.ts"
import * as EventLog from "../store/EventLog.ts"
import * as Store from "../store/Store.ts"

/** Every service a workflow may need. */
export type Services =
  | Platform.Platform
  | KeyValue.SessionStore
  | KeyValue.LocalStore
  | Cookies.Cookies
  | Clock.Clock
  | Encryptor.Encryptor
  | Verifier.Verifier
  | EventLog.EventLog

/** What the platform answers for one endpoint: a fixed answer, or one computed from the request. */
export type Answer = Platform.WireAnswer | ((request: Platform.WireRequest) => Platform.WireAnswer)

/** A success in the platform's envelope. */
export const ok = (value?: unknown): Platform.WireAnswer => ({ status: 200, body: { success: true, value } })

/** A refusal in the platform's envelope. */
export const refused = (status: number, errorCode: string, message = "", value?: unknown): Platform.WireAnswer => ({
  status,
  body: { success: false, errorCode, message, ...(value === undefined ? {} : { value }) },
})

/** The popular lottery list every login loads (afterLogin.ts), empty: a login test's answer for that call. */
export const noPopularLotteries: Platform.WireAnswer = { status: 200, body: {} }

/** The answers of a login as player01 that a workflow ends with (a recovery logs in with the new password). */
export const loginAnswers = {
  login: ok({ token: "tok" }),
  memberInfo: ok({ account: "player01", type: 0 }),
  popularLotteries: noPopularLotteries,
} as const

/** What such a login records, in order, after the workflow's own events. */
export const loginTags = [
  "LoginSubmitted",
  "LoginSucceeded",
  "PopularLotteriesLoaded",
  "MemberInfoLoaded",
  "NavigationRequested",
] as const

/**
 * An SMS login (spec section 4: the mobile number, its dialing code, the code sent) and the body the platform must
 * receive for it (wire notes section 4: the code goes as the password, `type` sms).
 */
export const smsLogin = {
  input: { mobileNum: "9171234567", countryDialingCode: "63", code: "4821", remember: false },
  wire: { username: "9171234567", password: "4821", type: "sms", countryDialingCode: "63" },
} as const

export interface TestRuntimeOptions {
  /** Answers by endpoint name; a list is answered in turn (the last one repeats). */
  readonly answers?: Readonly<Record<string, Answer | ReadonlyArray<Answer>>>
  readonly verifier?: "pass" | "failed" | "closed"
  /** The clock's start (epoch ms). */
  readonly now?: number
  readonly session?: ReadonlyArray<readonly [SessionKey, string]>
  readonly local?: ReadonlyArray<readonly [LocalKey, string]>
  /** A store to start from (for a state built by earlier events). */
  readonly store?: Store.Store
}

export interface TestRuntime {
  readonly store: Store.Store
  readonly session: Map<SessionKey, string>
  readonly local: Map<LocalKey, string>
  readonly cookies: ReturnType<typeof Cookies.makeMemory>
  /** The memory clock every port reads: tell it the time, or move it on. */
  readonly clock: {
    readonly now: () => number
    readonly set: (ms: number) => void
    readonly advance: (ms: number) => void
  }
  /** Every request the platform received, in order. */
  readonly requests: Array<Platform.WireRequest>
  /** The names of the endpoints called, in order. */
  readonly called: () => ReadonlyArray<string>
  /** The tags of the emitted events, in order. */
  readonly tags: () => ReadonlyArray<string>
  readonly layer: Layer.Layer<Services>
  /** Runs a workflow to its exit. */
  readonly run: <A, E>(effect: Effect.Effect<A, E, Services>) => Promise<Exit.Exit<A, E>>
}

/** A runtime of memory ports; calls to an endpoint without an answer get a 500 `unexpected_call`. */
export const makeTestRuntime = (options: TestRuntimeOptions = {}): TestRuntime => {
  const store = options.store ?? Store.make()
  const session = new Map(options.session ?? [])
  const local = new Map(options.local ?? [])
  let now = options.now ?? 0
  const clock = {
    now: () => now,
    set: (ms: number) => {
      now = ms
    },
    advance: (ms: number) => {
      now += ms
    },
  }
  const cookies = Cookies.makeMemory(() => now)
  const requests: Array<Platform.WireRequest> = []
  const turns = new Map<string, number>()
  const answer = (request: Platform.WireRequest): Platform.WireAnswer => {
    requests.push(request)
    const given = options.answers?.[request.endpoint.name]
    if (given === undefined) return refused(500, "unexpected_call", request.endpoint.name)
    let one: Answer
    if (Array.isArray(given)) {
      const turn = turns.get(request.endpoint.name) ?? 0
      turns.set(request.endpoint.name, turn + 1)
      one = given[Math.min(turn, given.length - 1)] as Answer
    } else one = given as Answer
    return typeof one === "function" ? one(request) : one
  }
  const layer = Layer.mergeAll(
    Platform.layerMemory(answer, () => session.get("token")),
    KeyValue.layerSessionMemory(session),
    KeyValue.layerLocalMemory(local),
    Layer.succeed(Cookies.Cookies, cookies),
    Layer.succeed(Clock.Clock, { now: Effect.sync(() => now) }),
    Encryptor.layerMemory,
    Verifier.layerMemory(options.verifier ?? "pass"),
    EventLog.layer(store),
  )
  return {
    store,
    session,
    local,
    cookies,
    clock,
    requests,
    called: () => requests.map((r) => r.endpoint.name),
    tags: () => store.log().map((e) => e._tag),
    layer,
    run: (effect) => Effect.runPromise(Effect.exit(effect).pipe(Effect.provide(layer))),
  }
}
