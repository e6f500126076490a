import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Api, type EndpointName } from "../contract/Api.ts"
import { NetworkAbnormal, ServerRefused } from "../ports/PlatformError.ts"
import { EventSchema } from "./Event.ts"
import { type CallFailed, failureEvent } from "./Failures.ts"

const refusal = (endpoint: EndpointName): CallFailed => ({
  _tag: "CallFailed",
  endpoint,
  status: 400,
  errorCode: "e",
  message: "",
  captcha: false,
})

describe("failure events name a call of the contract", () => {
  it("types the endpoint as the contract's names: a name no call has is a compile error", () => {
    const known: EndpointName = "login"
    // @ts-expect-error: no call of the contract is named so (a renamed call breaks its matches at compile time)
    const unknown: EndpointName = "loginn"
    // @ts-expect-error: a platform error names a declared call too
    const error = new NetworkAbnormal({ endpoint: "walletTransferr" })
    expect([known, unknown, error.endpoint]).toHaveLength(3)
  })

  it("carries the failed call's name from the platform error", () => {
    const e = failureEvent(
      new ServerRefused({
        endpoint: Api.walletTransfer.name,
        status: 400,
        errorCode: "e",
        message: "",
        captcha: false,
      }),
    )
    expect(e).toEqual(refusal("walletTransfer"))
  })

  it("decodes a stored failure only when it names a declared call", () => {
    const decode = Schema.decodeUnknownResult(EventSchema)
    expect(decode(refusal("login"))._tag).toBe("Success")
    expect(decode({ ...refusal("login"), endpoint: "loginn" })._tag).toBe("Failure")
    expect(decode({ _tag: "NetworkFailed", endpoint: "no_such_call", reason: "slow" })._tag).toBe("Failure")
  })
})
