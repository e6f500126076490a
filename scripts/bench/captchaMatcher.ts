/**
 * A template matcher against the sandbox's image captcha, as an attacker who has read the glyphs would write it: the
 * PNG decoded, dark pixels taken as ink, and for each of the four slots every digit's 5 x 7 glyph tried at every
 * scale and offset near the slot, the best match kept. The security benchmark reports how many it solves.
 */
import { inflateSync } from "node:zlib"
import { captchaFont, captchaHeight, captchaWidth } from "../../sandbox/accounts/captchaImage.ts"

/** The RGB pixels of a PNG the sandbox wrote (8-bit RGB, filter 0 on every row). */
const decode = (png: Buffer): Uint8Array => {
  const parts: Array<Buffer> = []
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at)
    if (png.toString("latin1", at + 4, at + 8) === "IDAT") parts.push(png.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  const raw = inflateSync(Buffer.concat(parts))
  const stride = captchaWidth * 3 + 1
  const out = new Uint8Array(captchaWidth * captchaHeight * 3)
  for (let y = 0; y < captchaHeight; y++) out.set(raw.subarray(y * stride + 1, (y + 1) * stride), y * captchaWidth * 3)
  return out
}

/** Reads the digits of a captcha image. */
export const solve = (png: Buffer, length = 4): string => {
  const rgb = decode(png)
  const ink = new Uint8Array(captchaWidth * captchaHeight)
  for (let i = 0; i < ink.length; i++) {
    const r = rgb[i * 3] ?? 255
    const g = rgb[i * 3 + 1] ?? 255
    const b = rgb[i * 3 + 2] ?? 255
    ink[i] = 0.3 * r + 0.59 * g + 0.11 * b < 140 ? 1 : 0
  }
  // A summed-area table of the ink: the dark pixels of a scale x scale block are four lookups whatever the scale (the
  // same counts as adding the block's pixels one by one, outside the image counting none): the same answers, read
  // some 25 times faster than by adding pixels (20 captchas read alike by both).
  const stride = captchaWidth + 1
  const sums = new Int32Array(stride * (captchaHeight + 1))
  for (let y = 0; y < captchaHeight; y++)
    for (let x = 0; x < captchaWidth; x++)
      sums[(y + 1) * stride + x + 1] =
        (ink[y * captchaWidth + x] ?? 0) +
        (sums[y * stride + x + 1] ?? 0) +
        (sums[(y + 1) * stride + x] ?? 0) -
        (sums[y * stride + x] ?? 0)
  const darkIn = (x: number, y: number, scale: number) => {
    const x0 = Math.max(0, x)
    const y0 = Math.max(0, y)
    const x1 = Math.min(captchaWidth, x + scale)
    const y1 = Math.min(captchaHeight, y + scale)
    if (x1 <= x0 || y1 <= y0) return 0
    return (
      (sums[y1 * stride + x1] ?? 0) -
      (sums[y0 * stride + x1] ?? 0) -
      (sums[y1 * stride + x0] ?? 0) +
      (sums[y0 * stride + x0] ?? 0)
    )
  }
  const glyphs = Object.entries(captchaFont).map(
    ([digit, rows]) =>
      [digit, Array.from({ length: 35 }, (_, i) => (rows[Math.floor(i / 5)]?.[i % 5] === "#" ? 1 : -1))] as const,
  )
  const slotWidth = Math.floor(captchaWidth / length)
  let answer = ""
  for (let slot = 0; slot < length; slot++) {
    let best = { digit: "0", score: Number.NEGATIVE_INFINITY }
    for (const [digit, wants] of glyphs)
      for (const scale of [3, 4, 5])
        for (let x0 = slot * slotWidth - 6; x0 <= slot * slotWidth + slotWidth - 5 * scale + 6; x0 += 1)
          for (let y0 = 0; y0 <= captchaHeight - 7 * scale; y0 += 1) {
            let score = 0
            for (let row = 0; row < 7; row++)
              for (let col = 0; col < 5; col++) {
                const dark = darkIn(x0 + col * scale, y0 + row * scale, scale)
                score += (wants[row * 5 + col] ?? 0) * (2 * dark - scale * scale)
              }
            if (score > best.score) best = { digit, score }
          }
    answer += best.digit
  }
  return answer
}
