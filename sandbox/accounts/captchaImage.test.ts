import { inflateSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { captchaHeight, captchaWidth, randomDigits, renderCaptcha } from "./captchaImage.ts"
import { pngChunks as chunksOf } from "./pngChunks.ts"

/** A repeatable source of "random" numbers. */
const seeded = (seed: number) => {
  let s = seed
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31
    return s % n
  }
}

const pixelsOf = (png: Buffer) => {
  const raw = inflateSync(chunksOf(png).find((c) => c.type === "IDAT")!.data)
  const stride = captchaWidth * 3 + 1
  return (x: number, y: number) => {
    const i = y * stride + 1 + x * 3
    return (raw[i]! + raw[i + 1]! + raw[i + 2]!) / 3
  }
}

describe("captcha image", () => {
  it("draws the digits as a valid PNG of the captcha's size", () => {
    const png = renderCaptcha("0123", seeded(1))
    const chunks = chunksOf(png)
    expect(chunks.every((c) => c.crcOk)).toBe(true)
    expect([chunks[0]!.data.readUInt32BE(0), chunks[0]!.data.readUInt32BE(4)]).toEqual([captchaWidth, captchaHeight])
  })
  it("puts ink where the digits are: dark pixels are many in the text band, few at the edges", () => {
    const pixel = pixelsOf(renderCaptcha("8888", seeded(7)))
    let dark = 0
    for (let y = 0; y < captchaHeight; y++) for (let x = 0; x < captchaWidth; x++) if (pixel(x, y) < 120) dark++
    // four 8s of 5 x 7 cells scaled 4x: at least 4 x 17 cells x 16 pixels of ink, minus what noise covers
    expect(dark).toBeGreaterThan(4 * 17 * 16 * 0.8)
  })
  it("draws different answers differently", () => {
    expect(renderCaptcha("1111", seeded(3)).equals(renderCaptcha("7777", seeded(3)))).toBe(false)
  })
  it("refuses a character the font does not have", () => {
    expect(() => renderCaptcha("12a4", seeded(1))).toThrow(/glyph/)
  })
  it("draws random digits", () => {
    expect(randomDigits(4)).toMatch(/^\d{4}$/)
    expect(randomDigits(6, seeded(2))).toMatch(/^\d{6}$/)
  })
})
