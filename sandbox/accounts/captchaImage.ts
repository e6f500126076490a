/**
 * Draws the captcha's digits as a real PNG (wire notes section 4: base64, no `data:` prefix): each digit from a 5 x 7
 * bitmap font, scaled, shifted and coloured at random, over a speckled background crossed by a few lines. Readable
 * by a person, not by a naive script; it is a demo platform's captcha, not a defence against OCR.
 */
import { randomInt } from "node:crypto"
import { encodePng } from "./png.ts"

/** The 5 x 7 font: one string of 7 rows of 5 columns per digit ("#" is ink). */
const font: Readonly<Record<string, ReadonlyArray<string>>> = {
  "0": [".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."],
  "1": ["..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."],
  "2": [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
  "3": ["#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###."],
  "4": ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
  "5": ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
  "6": ["..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."],
  "7": ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
  "8": [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."],
  "9": [".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."],
}

/** Width of the image in pixels. */
export const captchaWidth = 120
/** Height of the image in pixels. */
export const captchaHeight = 44

const glyphScale = 4
const cell = 5 * glyphScale + 8

/** A source of random integers in [0, n). */
export type Random = (n: number) => number

const secureRandom: Random = (n) => randomInt(n)

/** Random digits of the answer. */
export const randomDigits = (length: number, random: Random = secureRandom): string =>
  Array.from({ length }, () => String(random(10))).join("")

/** The PNG of `text` (digits only). */
export const renderCaptcha = (text: string, random: Random = secureRandom): Buffer => {
  const width = captchaWidth
  const height = captchaHeight
  const pixels = new Uint8Array(width * height * 3)
  const set = (x: number, y: number, rgb: readonly [number, number, number]) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return
    const i = (y * width + x) * 3
    pixels[i] = rgb[0]
    pixels[i + 1] = rgb[1]
    pixels[i + 2] = rgb[2]
  }
  // A light background with speckles.
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const v = 225 + random(30)
      set(x, y, [v, v - random(12), v - random(20)])
    }
  // The digits, each shifted and in its own dark colour.
  const left = Math.floor((width - cell * text.length) / 2) + 4
  for (const [n, ch] of [...text].entries()) {
    const rows = font[ch]
    if (rows === undefined) throw new Error(`the captcha font has no glyph for ${JSON.stringify(ch)}`)
    const ink: [number, number, number] = [random(110), random(110), 40 + random(110)]
    const dx = left + n * cell + random(5) - 2
    const dy = 4 + random(height - 7 * glyphScale - 8)
    for (const [row, bits] of rows.entries())
      for (let col = 0; col < 5; col++) {
        if (bits[col] !== "#") continue
        const slant = Math.floor(((6 - row) * (random(3) - 1)) / 3)
        for (let sy = 0; sy < glyphScale; sy++)
          for (let sx = 0; sx < glyphScale; sx++)
            set(dx + col * glyphScale + sx + slant, dy + row * glyphScale + sy, ink)
      }
  }
  // Noise: lines across the text and dark dots.
  for (let l = 0; l < 3; l++) {
    const colour: [number, number, number] = [random(160), random(160), random(160)]
    let y = random(height)
    const slope = (random(height) - y) / width
    for (let x = 0; x < width; x++) {
      set(x, Math.round(y), colour)
      y += slope
    }
  }
  for (let d = 0; d < 140; d++) set(random(width), random(height), [random(200), random(200), random(200)])
  return encodePng({ width, height, pixels })
}
