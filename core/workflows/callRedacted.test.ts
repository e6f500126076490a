import { describe, expect, it } from "vitest"
import { Api } from "../contract/Api.ts"
import { callRedacted, redactToken } from "./callRedacted.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

describe("callRedacted", () => {
  it("hands the token to the workflow and keeps it out of the event", async () => {
    const rt = makeTestRuntime({ answers: { freePlay: ok({ token: "live-token", firstTimeLogin: false }) } })
    const exit = await rt.run(callRedacted(Api.freePlay, {}))
    expect(exit).toMatchObject({ _tag: "Success", value: { token: "live-token" } })
    expect(rt.store.log()).toEqual([{ _tag: "FreePlayStarted", value: { token: "[redacted]", firstTimeLogin: false } }])
  })
  it("leaves values without a token alone", () => {
    const v = { a: 1 }
    expect(redactToken(v)).toBe(v)
    expect(redactToken(null)).toBeNull()
    expect(redactToken({ token: null })).toEqual({ token: null })
  })
})
