import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { CaptchaImage, captchaDataUrl } from "./Captcha.ts"

describe("Captcha", () => {
  it("is the base64 PNG, shown through a data address", () => {
    const png = Schema.decodeUnknownSync(CaptchaImage)("iVBORw0KGgoAAAANSUhEUgAAAEAAAAAUCAYAAAA=")
    expect(captchaDataUrl(png)).toBe("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAAAUCAYAAAA=")
    expect(() => Schema.decodeUnknownSync(CaptchaImage)({ img: "x" })).toThrow()
  })
})
