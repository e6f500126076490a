import { describe, expect, it } from "vitest"
import { languageCode, platformHeaders } from "./headers.ts"

describe("platformHeaders", () => {
  it("sends the gateway version, merchant, device, language and the raw token when stored", () => {
    expect(platformHeaders({ merchant: "wic11f3", language: "EN", token: "t0k" })).toEqual({
      "X-Gateway-Version": "3",
      Merchant: "wic11f3",
      Device: "web",
      Language: "EN",
      Authorization: "t0k",
    })
    expect(platformHeaders({ merchant: "m", language: "EN", token: undefined })).not.toHaveProperty("Authorization")
    expect(platformHeaders({ merchant: "m", language: "EN", token: "" })).not.toHaveProperty("Authorization")
  })
})

describe("languageCode", () => {
  it("prefers the stored hisLang, then the brand default, then EN", () => {
    expect(languageCode("zh-CN", "en")).toBe("CN")
    expect(languageCode("VI", "en")).toBe("VI")
    expect(languageCode(undefined, "ja")).toBe("JA")
    expect(languageCode(undefined, undefined)).toBe("EN")
    expect(languageCode("", "th")).toBe("TH")
  })
  it("passes the platform's other codes through and ignores junk", () => {
    expect(languageCode("HI", "en")).toBe("HI")
    expect(languageCode("zh_TW", "en")).toBe("zh_TW")
    expect(languageCode("<script>", "en")).toBe("EN")
  })
})
