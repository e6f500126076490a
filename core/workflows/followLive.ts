/**
 * What the portal does with an event of the live stream (core/contract/api/live.ts): a pushed answer becomes the
 * answer event of the call it carries (`BalanceLoaded`...), the very event polling that call makes, through the same
 * reducers (DESIGN.md, "Pushed answers"); a `reload` calls the named calls again, through the same `call` step as
 * any workflow; a list whose answer depends on what the portal asked (deposits, withdrawals, an agent's income) is
 * asked again as the portal last asked it (its follower, its recorded filter), and only when the portal holds it.
 * Data that does not decode through the contract is a rejected answer of the stream's call, as any
 * answer that does not decode. How the stream is opened and reopened is the adapter's (adapters/http/liveStream.ts).
 */
import * as Effect from "effect/Effect"
import * as Result from "effect/Result"
import { Api } from "../contract/Api.ts"
import { type LiveMessage, type PushedCall, pushedCalls, type ReloadedCall } from "../contract/api/live.ts"
import { decodeAnswer } from "../contract/decode.ts"
import { answered } from "../contract/Endpoint.ts"
import type { Event } from "../events/Event.ts"
import type { PlatformError } from "../events/Failures.ts"
import type { Clock } from "../ports/Clock.ts"
import type { Platform } from "../ports/Platform.ts"
import { type EventLog, emit, state } from "../store/EventLog.ts"
import { call } from "./call.ts"
import { followDeposits, followWithdrawals } from "./followFunds.ts"
import { agentReportCall } from "./queryAgentReport.ts"

/** The stream event's data (JSON text) as a message of the contract, or the failure event it is. */
export const liveMessageOf = (data: string): Result.Result<LiveMessage, Event> => {
  let json: unknown
  try {
    json = JSON.parse(data)
  } catch {
    json = data
  }
  const r = decodeAnswer(Api.live, 200, { success: true, value: json })
  return Result.isSuccess(r) ? Result.succeed(r.success) : Result.fail(r.failure)
}

/** The answer event a pushed answer becomes: the one its call makes when polled. */
export const pushedAnswer = (message: Extract<LiveMessage, { readonly call: string }>): Event =>
  answered(Api[message.call], message.value as never) as Event

const isPushed = (name: PushedCall | ReloadedCall): name is PushedCall =>
  (pushedCalls as ReadonlyArray<string>).includes(name)

/** Asks again what a reload names: a pushed call as it is, a list as the portal last asked it, if it did. */
const reload = (name: PushedCall | ReloadedCall): Effect.Effect<unknown, unknown, Platform | EventLog | Clock> =>
  Effect.gen(function* () {
    if (isPushed(name)) return yield* call(Api[name], {})
    const s = yield* state
    switch (name) {
      case "depositHistory":
        if (s.funds.deposits.loaded) yield* followDeposits
        return
      case "withdrawalHistory":
        if (s.funds.withdrawals.loaded) yield* followWithdrawals
        return
      case "agentIncome": {
        const filter = s.agentCentre.reports.income.filter
        if (filter !== undefined) yield* agentReportCall("income", filter, call)
        return
      }
    }
  })

/** Takes one event of the stream: emits its answer, or calls again what it names. */
export const receiveLive = (data: string): Effect.Effect<void, never, Platform | EventLog | Clock> =>
  Effect.gen(function* () {
    const message = liveMessageOf(data)
    if (Result.isFailure(message)) return yield* emit(message.failure)
    const m = message.success
    if ("call" in m) return yield* emit(pushedAnswer(m))
    // A failed call is already its event; the stream goes on.
    yield* Effect.forEach(m.reload, (name) => reload(name).pipe(Effect.ignore), { discard: true })
  })

/**
 * The stream's refusal (the session ended...), as the failure event any call's refusal is; but only while the page
 * still holds a session: a stream refused after a logout, an exclusion or an expiry that another answer already ended
 * raises nothing of its own (the stream opens again on its own schedule, so it is often the last to learn).
 */
export const refusedLive = (error: PlatformError): Effect.Effect<void, never, EventLog> =>
  Effect.gen(function* () {
    const s = yield* state
    if (!s.session.loggedIn) return
    yield* emit(error)
  })
