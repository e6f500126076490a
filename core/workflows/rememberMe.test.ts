import { describe, expect, it } from "vitest"
import { rememberLogin, restoreRememberedLogin } from "./rememberMe.ts"
import { makeTestRuntime } from "./testRuntime.ts"

describe("rememberMe", () => {
  it("restores what was remembered into the login form, for 24 hours", async () => {
    const rt = makeTestRuntime({ now: 0 })
    await rt.run(rememberLogin({ method: "sms", account: "9171234567", remember: true, countryDialingCode: "63" }))
    await rt.run(rememberLogin({ method: "username", account: "player01", remember: true }))
    await rt.run(restoreRememberedLogin)
    expect(rt.store.state().session.remembered).toEqual({
      remember: true,
      username: "player01",
      mobileNum: "9171234567",
      countryDialingCode: "63",
    })
    rt.clock.set(86_400_000)
    await rt.run(restoreRememberedLogin)
    expect(rt.store.state().session.remembered).toEqual({
      remember: false,
      username: undefined,
      mobileNum: undefined,
      countryDialingCode: undefined,
    })
  })
  it("keeps only the last username when remember is not ticked", async () => {
    const rt = makeTestRuntime()
    await rt.run(rememberLogin({ method: "username", account: "player01", remember: false }))
    expect([...rt.cookies.jar.keys()]).toEqual(["username"])
    expect(rt.cookies.jar.get("username")?.expires).toBe(Number.POSITIVE_INFINITY)
  })
})
