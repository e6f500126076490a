import { describe, expect, it } from "vitest"
import { parseLanguage, platformCode, resolveLanguage } from "./Language.ts"

describe("Language", () => {
  it("reads i18n and platform codes in any case", () => {
    expect(parseLanguage("CN")).toBe("zh-CN")
    expect(parseLanguage("zh_CN")).toBe("zh-CN")
    expect(parseLanguage(" th ")).toBe("th")
    expect(parseLanguage("EN")).toBe("en")
    expect(parseLanguage("HI")).toBeUndefined()
    expect(parseLanguage(undefined)).toBeUndefined()
  })
  it("falls back from the stored hisLang to the brand default to EN", () => {
    expect(resolveLanguage("VI", "TH")).toBe("vi")
    expect(resolveLanguage("xx", "TH")).toBe("th")
    expect(resolveLanguage(undefined, undefined)).toBe("en")
  })
  it("has a platform code for every language", () => {
    expect(platformCode["zh-CN"]).toBe("CN")
    expect(Object.keys(platformCode)).toHaveLength(6)
  })
})
