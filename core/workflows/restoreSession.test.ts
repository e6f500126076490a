import { describe, expect, it } from "vitest"
import { restoreSession } from "./restoreSession.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

describe("restoreSession", () => {
  it("is a visitor without a token: no call", async () => {
    const rt = makeTestRuntime()
    expect(await rt.run(restoreSession)).toMatchObject({ _tag: "Success", value: false })
    expect(rt.called()).toEqual([])
  })
  it("restores a member from a stored token", async () => {
    const rt = makeTestRuntime({ session: [["token", "tok"]], answers: { memberInfo: ok({ account: "p", type: 0 }) } })
    expect(await rt.run(restoreSession)).toMatchObject({ value: true })
    expect(rt.store.state().session.loggedIn).toBe(true)
  })
  it("clears a token the platform refuses, keeping the merchant keys", async () => {
    const rt = makeTestRuntime({
      session: [
        ["token", "old"],
        ["merchantCode", "m"],
      ],
      answers: { memberInfo: { status: 401, body: { success: false, errorCode: "login.not.session", message: "" } } },
    })
    expect(await rt.run(restoreSession)).toMatchObject({ value: false })
    expect([...rt.session.entries()]).toEqual([["merchantCode", "m"]])
  })
})
