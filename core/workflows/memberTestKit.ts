/**
 * Test support for the member and agent workflows: a state with a logged-in member of a given type (the session area
 * fills `state.session` in the app; tests build it directly), and the memory runtime (workflows/testRuntime.ts) over
 * a store started from it, with the `Ids` port in memory. One `Ids` per runtime, so keys never repeat by accident and
 * a test that sees the same key twice sees a reused key. Also the wire bodies and menu keys that more than one test
 * pins to the spec's values.
 */
import * as Effect from "effect/Effect"
import type * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import type { EndpointName } from "../contract/Api.ts"
import type { Event } from "../events/Event.ts"
import { makeBrandConfig } from "../model/BrandConfig.ts"
import type { WhiteLabelFlags } from "../model/WhiteLabel.ts"
import * as Ids from "../ports/Ids.ts"
import { initialState, type State } from "../state/State.ts"
import * as Store from "../store/Store.ts"
import { makeTestRuntime, type Services, type TestRuntime, type TestRuntimeOptions } from "./testRuntime.ts"

/** A refusal of a call no member slice handles (the status call): an event a member's slice must leave alone. */
export const unrelatedRefusal: Event = {
  _tag: "CallFailed",
  endpoint: "status",
  status: 500,
  errorCode: "x",
  message: "",
  captcha: false,
}

/** What a test says of the member. */
export interface MemberOptions {
  readonly type?: number
  readonly label?: string
  readonly toUpline?: boolean
  readonly whitelabel?: WhiteLabelFlags
  readonly loggedIn?: boolean
}

/** A state with a logged-in member (type 0 by default: a plain member). */
export const memberState = (o: MemberOptions = {}, from: State = initialState): State => ({
  ...from,
  settings: { ...from.settings, merchantCode: "arena", whitelabel: o.whitelabel ?? from.settings.whitelabel },
  session: {
    ...from.session,
    loggedIn: o.loggedIn ?? true,
    member:
      o.loggedIn === false
        ? undefined
        : {
            id: "1001",
            account: "alice",
            nickname: undefined,
            type: o.type ?? 0,
            toUpline: o.toUpline ?? false,
            customerId: "c-1001",
            label: o.label,
            labelColor: "#ABABAB",
            lastLogin: undefined,
          },
  },
})

/** The memory runtime with `Ids`; `run` provides every port. */
export interface MemberRuntime extends Omit<TestRuntime, "run"> {
  readonly run: <A, E>(effect: Effect.Effect<A, E, Services | Ids.Ids>) => Promise<Exit.Exit<A, E>>
  /** The idempotency keys of the calls made, in order. */
  readonly keys: () => ReadonlyArray<string | undefined>
  /** The idempotency keys of the calls that carried one, in order. */
  readonly sentKeys: () => ReadonlyArray<string>
  /** The reason of each event logged that has one (a refusal), "" for the others, in order. */
  readonly reasons: () => ReadonlyArray<string>
}

/** A runtime over a store started from `state`. */
export const memberRuntime = (state: State, options: Omit<TestRuntimeOptions, "store"> = {}): MemberRuntime => {
  const rt = makeTestRuntime({ ...options, store: Store.make(state) })
  const ids = Layer.succeed(Ids.Ids, Ids.makeMemory("key"))
  return {
    ...rt,
    run: (effect) => rt.run(effect.pipe(Effect.provide(ids))),
    keys: () => rt.requests.map((r) => r.idempotencyKey),
    sentKeys: () => rt.requests.flatMap((r) => (r.idempotencyKey === undefined ? [] : [r.idempotencyKey])),
    reasons: () => rt.store.log().map((e) => ("reason" in e ? e.reason : "")),
  }
}

/**
 * What `programs`, run in turn on a member runtime over `state`, called and were refused with: a test of refusals
 * before any call expects no call and the reasons.
 */
export const runInTurn = async (
  state: State,
  programs: ReadonlyArray<Effect.Effect<unknown, unknown, Services | Ids.Ids>>,
): Promise<{ readonly called: ReadonlyArray<string>; readonly reasons: ReadonlyArray<string> }> => {
  const rt = memberRuntime(state)
  for (const program of programs) await rt.run(program)
  return { called: rt.called(), reasons: rt.reasons() }
}

/**
 * The GLS launch body of AG's game 9001 on node 555 for alice on brand wic11f3 in English, with its token: the fixed
 * fields of spec section 3 (accountType 1, confirmTrans 0, launchMode GLS, platform html5-desktop, clientType 3).
 */
export const glsWire = (token: string) => ({
  gameId: "9001",
  nodeId: "555",
  accountType: 1,
  confirmTrans: 0,
  vassalage: "AG",
  launchMode: "GLS",
  platform: "html5-desktop",
  clientType: 3,
  username: "alice",
  token,
  merchantCode: "wic11f3",
  language: "EN",
})

/** The first page's body of Playtech's RNG game list on brand wic11f3 in English, with the fixed fields. */
export const gameListWire = (pageSize: number) => ({
  clientType: 3,
  platform: "html5-desktop",
  merchant: "wic11f3",
  vassalage: "PT",
  gameType: "RNG",
  pageNo: 1,
  pageSize,
  language: "EN",
})

/**
 * The agent centre's menu keys in menu order (spec section 2): the eight pages always shown, then dividend, daily,
 * hourly and real-time salary, shown by contract flag.
 */
export const agentMenuKeys = [
  "ac_announcement",
  "ac_team_overview",
  "ac_account",
  "ac_team_management",
  "ac_team_betting",
  "ac_user_profit_loss",
  "ac_my_income",
  "ac_transaction_details",
  "ac_dividend",
  "ac_daily_salary",
  "ac_hourly_salary",
  "ac_realtime_salary",
] as const

/** A store whose brand is configured (wic11f3): what the catalogue's calls need before they ask. */
export const brandedStore = (): Store.Store => {
  const store = Store.make()
  store.dispatch({ _tag: "BrandConfigured", config: makeBrandConfig("wic11f3") })
  return store
}

/** The two ways a member's session ends: a logout, or a call of `endpoint` answered that the session is gone. */
export const sessionEndings = (endpoint: EndpointName, errorCode: string): ReadonlyArray<Event> => [
  { _tag: "LoggedOut", value: null },
  { _tag: "SessionEnded", endpoint, errorCode, message: "" },
]
