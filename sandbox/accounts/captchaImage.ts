/**
 * Draws the captcha's digits as a real PNG (wire notes section 4: base64, no `data:` prefix): each digit from a 5 x 7
 * bitmap font, turned, sheared and scaled at random in its own dark colour, the whole line waved, over a speckled
 * background crossed by strokes in the digits' own colours. A person reads it; a matcher of the upright glyphs
 * (scripts/bench/captchaMatcher.ts) does not. The lockout after repeated failures (loginFailures.ts) is the limit
 * that holds whatever reads the image.
 */
import { randomInt } from "node:crypto"
import { encodePng } from "./png.ts"

/** The 5 x 7 font (exported for the benchmark's template matcher): one string of 7 rows of 5 columns per digit ("#" is ink). */
export const captchaFont: Readonly<Record<string, ReadonlyArray<string>>> = {
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
  // The digits, each in its own dark colour, turned, sheared and scaled at random, the whole line waved: a person
  // reads them at once, a matcher of the upright glyphs finds no place where one fits.
  const ink = () => [random(110), random(110), 40 + random(110)] as const
  const wave = { ax: 1, ay: 1 + random(2), px: 24 + random(20), py: 10 + random(6), phase: random(628) / 100 }
  const glyphs = [...text].map((ch, n) => {
    const rows = captchaFont[ch]
    if (rows === undefined) throw new Error(`the captcha font has no glyph for ${JSON.stringify(ch)}`)
    const angle = ((random(45) - 22) * Math.PI) / 180
    return {
      rows,
      colour: ink(),
      cx: Math.floor(width / (text.length + 1)) * (n + 1) + random(9) - 4,
      cy: Math.floor(height / 2) + random(7) - 3,
      // Pixels per font cell, across and down, and a shear: each glyph its own size and slant.
      sx: 2.6 + random(9) / 10,
      sy: 3 + random(9) / 10,
      shear: (random(31) - 15) / 50,
      cos: Math.cos(angle),
      sin: Math.sin(angle),
      bold: random(3) === 0,
    }
  })
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // The wave moves where each pixel reads the text from.
      const wx = x + wave.ax * Math.sin(y / wave.py + wave.phase)
      const wy = y + wave.ay * Math.sin(x / wave.px + wave.phase)
      for (const g of glyphs) {
        const dx = wx - g.cx
        const dy = wy - g.cy
        const u = (g.cos * dx + g.sin * dy) / g.sx
        const v = (-g.sin * dx + g.cos * dy) / g.sy
        const col = Math.floor(u - g.shear * v + 2.5)
        const row = Math.floor(v + 3.5)
        const inked = (c: number, r: number) => g.rows[r]?.[c] === "#"
        if (inked(col, row) || (g.bold && (inked(col - 1, row) || inked(col, row - 1)))) set(x, y, g.colour)
      }
    }
  // Noise in the digits' own colours: two waving strokes through the text, and dots.
  for (let l = 0; l < 2; l++) {
    const colour = ink()
    const y0 = 8 + random(height - 16)
    const amplitude = 3 + random(6)
    const period = 12 + random(20)
    for (let x = 0; x < width; x++) {
      const y = Math.round(y0 + amplitude * Math.sin(x / period + l))
      set(x, y, colour)
      set(x, y + 1, colour)
    }
  }
  for (let d = 0; d < 120; d++) set(random(width), random(height), [random(200), random(200), random(200)])
  return encodePng({ width, height, pixels })
}
