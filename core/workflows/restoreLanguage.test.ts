import { describe, expect, it } from "vitest"
import { makeBrandConfig } from "../model/BrandConfig.ts"
import { restoreLanguage } from "./restoreLanguage.ts"
import { makeTestRuntime } from "./testRuntime.ts"

describe("restoreLanguage", () => {
  it("starts in the stored hisLang", async () => {
    const rt = makeTestRuntime({ local: [["hisLang", "JA"]] })
    rt.store.dispatch({ _tag: "BrandConfigured", config: makeBrandConfig("m", { defaultLanguage: "th" }) })
    expect(await rt.run(restoreLanguage)).toMatchObject({ value: "ja" })
    expect(rt.store.state().language.current).toBe("ja")
  })
  it("falls back to the brand default, then to EN", async () => {
    const brand = makeTestRuntime({ local: [["hisLang", "HI"]] })
    brand.store.dispatch({ _tag: "BrandConfigured", config: makeBrandConfig("m", { defaultLanguage: "th" }) })
    expect(await brand.run(restoreLanguage)).toMatchObject({ value: "th" })
    const none = makeTestRuntime()
    expect(await none.run(restoreLanguage)).toMatchObject({ value: "en" })
    expect(none.local.get("lang")).toBe("en")
    expect(none.tags()).toEqual(["LanguageChanged"])
  })
})
