import { describe, expect, it } from "vitest"
import { loadCaptcha } from "./loadCaptcha.ts"
import { makeTestRuntime, ok } from "./testRuntime.ts"

describe("loadCaptcha", () => {
  it("loads the base64 PNG, at most once per second", async () => {
    const rt = makeTestRuntime({ now: 10_000, answers: { captcha: [ok("AAAA"), ok("BBBB")] } })
    expect(await rt.run(loadCaptcha)).toMatchObject({ _tag: "Success", value: "loaded" })
    rt.clock.advance(999)
    expect(await rt.run(loadCaptcha)).toMatchObject({ _tag: "Success", value: "throttled" })
    expect(rt.store.state().session.captcha.image).toBe("AAAA")
    rt.clock.advance(1)
    expect(await rt.run(loadCaptcha)).toMatchObject({ _tag: "Success", value: "loaded" })
    expect(rt.called()).toEqual(["captcha", "captcha"])
    expect(rt.tags()).toEqual(["CaptchaRequested", "CaptchaLoaded", "CaptchaRequested", "CaptchaLoaded"])
    expect(rt.store.state().session.captcha.image).toBe("BBBB")
  })
})
