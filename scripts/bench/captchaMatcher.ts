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
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= captchaWidth || y >= captchaHeight ? 0 : (ink[y * captchaWidth + x] ?? 0)
  const slotWidth = Math.floor(captchaWidth / length)
  let answer = ""
  for (let slot = 0; slot < length; slot++) {
    let best = { digit: "0", score: Number.NEGATIVE_INFINITY }
    for (const [digit, rows] of Object.entries(captchaFont))
      for (const scale of [3, 4, 5])
        for (let x0 = slot * slotWidth - 6; x0 <= slot * slotWidth + slotWidth - 5 * scale + 6; x0 += 1)
          for (let y0 = 0; y0 <= captchaHeight - 7 * scale; y0 += 1) {
            let score = 0
            for (let row = 0; row < 7; row++)
              for (let col = 0; col < 5; col++) {
                const want = rows[row]?.[col] === "#" ? 1 : -1
                let dark = 0
                for (let sy = 0; sy < scale; sy++)
                  for (let sx = 0; sx < scale; sx++) dark += at(x0 + col * scale + sx, y0 + row * scale + sy)
                score += want * (2 * dark - scale * scale)
              }
            if (score > best.score) best = { digit, score }
          }
    answer += best.digit
  }
  return answer
}
