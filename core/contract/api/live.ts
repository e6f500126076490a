/**
 * The live stream (our choice: neither the spec nor the wire notes show one; the real platform has none, and the
 * portal then keeps polling): one `GET` per logged-in tab, answered with server-sent events. Each event's data is a
 * `LiveMessage`: the answer of one of the pushed calls, exactly the value that call answers when polled, so the
 * portal turns it into that call's own answer event (`BalanceLoaded`...) through the same reducers; or a `reload`
 * naming the calls whose answers the portal should fetch again (what it missed could not be told, or the answer
 * depends on what the portal asked). The event's `id` is the member's sequence number: sent back as
 * `Last-Event-ID` on a reconnect, it gets what changed since. The token travels in the `Authorization` header, as on
 * every call (a `fetch` stream, not `EventSource`), never in the URL.
 */
import * as Schema from "effect/Schema"
import { Balance } from "../../model/Balance.ts"
import { Jackpot } from "../../model/Jackpot.ts"
import { ProtectionStatus } from "../../model/Protection.ts"
import { UnreadCount } from "../../model/UnreadCount.ts"
import { endpoint, NoParams } from "../Endpoint.ts"

/** The calls whose answers the stream pushes (each a call without request fields, declared in its own area). */
export const pushedCalls = ["balance", "unreadCount", "protection", "jackpot"] as const
export type PushedCall = (typeof pushedCalls)[number]

const pushed = <const C extends PushedCall, S extends Schema.Top>(call: C, value: S) =>
  Schema.Struct({ call: Schema.Literal(call), value })

/**
 * The lists a change makes stale whose answers depend on what the portal asked (a range, a page, a filter): a deposit's
 * or a withdrawal's status, an agent's settled income. The stream names them in a `reload`; the portal asks again
 * what it last asked, if it asked (core/workflows/followLive.ts).
 */
export const reloadedCalls = ["depositHistory", "withdrawalHistory", "agentIncome"] as const
export type ReloadedCall = (typeof reloadedCalls)[number]

/** One event of the stream. */
export const LiveMessage = Schema.Union([
  pushed("balance", Balance),
  pushed("unreadCount", UnreadCount),
  pushed("protection", ProtectionStatus),
  pushed("jackpot", Jackpot),
  Schema.Struct({ reload: Schema.Array(Schema.Literals([...pushedCalls, ...reloadedCalls])) }),
])
export type LiveMessage = typeof LiveMessage.Type

export const live = {
  live: endpoint({
    name: "live",
    method: "GET",
    path: "/wps/member/live",
    stream: true,
    request: NoParams,
    response: LiveMessage,
    answered: "LiveMessageReceived",
    note: "Not shown by the spec or the wire notes: a server-sent event stream of our choice; the platform may lack it.",
  }),
}
