/**
 * Colour contrast of the buttons that put text on a colour of their own (WCAG 2.2 AA, 1.4.3: 4.5:1 for text under
 * 18.66 px bold, which every button size is; the small one is 12 px): the colours are read from the style sheets and
 * the tokens they use, as the browser resolves them. axe checks the rendered pages in Chromium (tests/e2e); this
 * catches a token change at once, without layout.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

const here = import.meta.dirname
const css = (path: string) => readFileSync(join(here, path), "utf8").replace(/\/\*[\s\S]*?\*\//g, "")

/** The custom properties of `:root` in tokens.css. */
const tokens = new Map(
  [...css("tokens.css").matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1] ?? "", (m[2] ?? "").trim()]),
)

/** A value with its `var(--x)` resolved through the tokens. */
const resolve = (value: string): string =>
  value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => resolve(tokens.get(name) ?? `missing ${name}`))

/** The declarations of a rule whose selector is exactly `selector` in a style sheet. */
const rule = (path: string, selector: string): Map<string, string> => {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  const body = new RegExp(`(?:^|})\\s*${escaped}\\s*{([^}]*)}`).exec(css(path))?.[1] ?? ""
  return new Map([...body.matchAll(/([\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1] ?? "", resolve((m[2] ?? "").trim())]))
}

/** sRGB channels 0..255 of `#rgb` or `#rrggbb`. */
const rgb = (hex: string): readonly [number, number, number] => {
  const h = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1]
  if (h === undefined) throw new Error(`not a hex colour: ${hex}`)
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as unknown as readonly [number, number, number]
}

/** Relative luminance (WCAG 2.2). */
const luminance = (hex: string): number => {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as unknown as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The contrast ratio of two colours. */
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

describe("button colour contrast", () => {
  it("measures as WCAG does", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5)
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2)
  })

  it("the danger button's text on its colour passes AA for small text (4.5:1)", () => {
    const danger = rule("../components/Button.css", ".btn-danger")
    const text = danger.get("color") ?? ""
    const fill = danger.get("background") ?? ""
    expect(contrast(text, fill)).toBeGreaterThanOrEqual(4.5)
    // The small variant keeps the colours: only the size changes.
    const small = rule("../components/Button.css", ".btn-sm")
    expect(small.has("color") || small.has("background")).toBe(false)
  })

  it("the danger colour still reads as text on the dark surfaces (error messages)", () => {
    for (const surface of ["--color-bg", "--color-surface", "--color-surface-2"]) {
      expect(contrast(resolve("var(--color-danger)"), resolve(`var(${surface})`)), surface).toBeGreaterThanOrEqual(4.5)
    }
  })
})
