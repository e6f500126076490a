import { describe, expect, it } from "vitest"
import { changeLanguage } from "./changeLanguage.ts"
import { makeTestRuntime, ok, refused } from "./testRuntime.ts"

describe("changeLanguage", () => {
  it("stores lang and hisLang and changes the interface; a visitor's server is not told", async () => {
    const rt = makeTestRuntime()
    await rt.run(changeLanguage("zh-CN"))
    expect([...rt.local.entries()]).toEqual([
      ["lang", "zh-CN"],
      ["hisLang", "CN"],
    ])
    expect(rt.called()).toEqual([])
    expect(rt.store.state().language).toEqual({ loaded: true, current: "zh-CN", saved: false })
  })
  it("tells the platform for a member, in its own code", async () => {
    const rt = makeTestRuntime({ session: [["token", "tok"]], answers: { memberLanguage: ok() } })
    rt.store.dispatch({ _tag: "LoginSucceeded", value: { token: "[redacted]" } })
    await rt.run(changeLanguage("th"))
    expect(rt.requests[0]?.endpoint.method).toBe("PUT")
    expect(rt.requests[0]?.body).toEqual({ language: "TH" })
    expect(rt.tags().slice(1)).toEqual(["LanguageChanged", "LanguageSaved"])
    expect(rt.store.state().language.saved).toBe(true)
  })
  it("keeps the change when the platform refuses to save it", async () => {
    const rt = makeTestRuntime({ answers: { memberLanguage: refused(500, "err") } })
    rt.store.dispatch({ _tag: "LoginSucceeded", value: { token: "[redacted]" } })
    const exit = await rt.run(changeLanguage("vi"))
    expect(exit._tag).toBe("Success")
    expect(rt.store.state().language).toMatchObject({ current: "vi", saved: false })
  })
})
