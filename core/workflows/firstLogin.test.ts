import { describe, expect, it } from "vitest"
import { firstLogin } from "./firstLogin.ts"
import { makeTestRuntime } from "./testRuntime.ts"

describe("firstLogin", () => {
  it("emits the first-login fact and calls nothing", async () => {
    const rt = makeTestRuntime()
    await rt.run(firstLogin)
    expect(rt.store.log()).toEqual([{ _tag: "FirstLoginActionRan" }])
    expect(rt.called()).toEqual([])
  })
})
