import * as Cause from "effect/Cause"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Api, type EndpointName } from "../contract/Api.ts"
import * as Platform from "../ports/Platform.ts"
import { EventLog } from "../store/EventLog.ts"
import * as Store from "../store/Store.ts"
import { call } from "../workflows/call.ts"
import type { Event } from "./Event.ts"
import { EventSchema } from "./Event.ts"
import { ApiResponseRejected, CallFailed, NetworkFailed, SessionEnded } from "./Failures.ts"

const refusal = (endpoint: EndpointName): CallFailed => ({
  _tag: "CallFailed",
  endpoint,
  status: 400,
  errorCode: "e",
  message: "",
  captcha: false,
})

/** Runs one call of `status` against a memory platform that answers `answer`; its error and the events it emitted. */
const failedCall = async (answer: Platform.WireAnswer) => {
  const events: Array<Event> = []
  const log = Layer.succeed(EventLog, {
    emit: (e: Event) => Effect.sync(() => void events.push(e)),
    state: Effect.sync(() => Store.make().state()),
  })
  const exit = await Effect.runPromiseExit(
    call(Api.status, {}).pipe(
      Effect.provide(
        Layer.mergeAll(
          log,
          Platform.layerMemory(() => answer),
        ),
      ),
    ),
  )
  const error = Exit.isFailure(exit) ? Cause.findErrorOption(exit.cause) : undefined
  return { error: error?._tag === "Some" ? error.value : undefined, events }
}

describe("one failure concept: what a call fails with is what the log records", () => {
  it("types the endpoint as the contract's names: a name no call has is a compile error", () => {
    const known: EndpointName = "login"
    // @ts-expect-error: no call of the contract is named so (a renamed call breaks its matches at compile time)
    const unknown: EndpointName = "loginn"
    // @ts-expect-error: a failure names a declared call too
    const error: NetworkFailed = { _tag: "NetworkFailed", endpoint: "walletTransferr", reason: "abnormal" }
    expect([known, unknown, error.endpoint]).toHaveLength(3)
  })

  // Spec section 8: a dropped link, a refusal with a code, 401 (the session is over), an answer off the contract.
  it.each([
    ["a dropped link", "network" as const, "NetworkFailed"],
    ["a refusal", { status: 400, body: { success: false, errorCode: "e", message: "no" } }, "CallFailed"],
    ["a 401", { status: 401, body: null }, "SessionEnded"],
    ["a 504", { status: 504, body: null }, "NetworkFailed"],
    ["an answer off the contract", { status: 200, body: { nope: 1 } }, "ApiResponseRejected"],
  ])("%s: the workflow's error is the very event the log took", async (_, answer, tag) => {
    const { error, events } = await failedCall(answer)
    expect(events).toHaveLength(1)
    expect(error).toStrictEqual(events[0])
    expect(events[0]?._tag).toBe(tag)
  })

  it("decodes a failure only when it names a declared call, through the failure's own schema", () => {
    const decode = <S extends Schema.Top>(s: S) => Schema.decodeUnknownResult(s as unknown as Schema.Codec<unknown>)
    expect(decode(CallFailed)(refusal("login"))._tag).toBe("Success")
    expect(decode(CallFailed)({ ...refusal("login"), endpoint: "loginn" })._tag).toBe("Failure")
    expect(decode(NetworkFailed)({ _tag: "NetworkFailed", endpoint: "no_such_call", reason: "slow" })._tag).toBe(
      "Failure",
    )
    expect(decode(SessionEnded)({ _tag: "SessionEnded", endpoint: "x", errorCode: "e", message: "" })._tag).toBe(
      "Failure",
    )
    expect(
      decode(ApiResponseRejected)({ _tag: "ApiResponseRejected", endpoint: "x", path: "", message: "" })._tag,
    ).toBe("Failure")
  })

  it("decodes a stored log's failures, with and without what the network said", () => {
    const decode = Schema.decodeUnknownSync(EventSchema)
    expect(decode(refusal("login"))).toEqual(refusal("login"))
    // Logs recorded before a network failure carried the network's text still decode.
    expect(decode({ _tag: "NetworkFailed", endpoint: "status", reason: "abnormal" })).toEqual({
      _tag: "NetworkFailed",
      endpoint: "status",
      reason: "abnormal",
    })
    expect(decode({ _tag: "NetworkFailed", endpoint: "status", reason: "abnormal", detail: "refused" })).toEqual({
      _tag: "NetworkFailed",
      endpoint: "status",
      reason: "abnormal",
      detail: "refused",
    })
  })
})
