import { describe, expect, it } from "vitest"
import { escapeXml, paletteOf, wrap } from "./svg.ts"

describe("artwork helpers", () => {
  it("escapes text for XML and HTML", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    )
  })
  it("wraps a name onto lines, cutting the last with an ellipsis", () => {
    expect(wrap("Golden Lotus", 14, 2)).toEqual(["Golden Lotus"])
    expect(wrap("Temple of the Sun", 10, 2)).toEqual(["Temple of", "the Sun"])
    expect(wrap("one two three four five six", 7, 2)).toEqual(["one two", "three…"])
  })
  it("draws a palette from a code, the same each time, different across codes", () => {
    expect(paletteOf("PT")).toEqual(paletteOf("PT"))
    const hues = new Set(["PT", "MG", "RTG", "PNG", "TTG", "WD", "GPI"].map((c) => paletteOf(c).hue))
    expect(hues.size).toBeGreaterThan(5)
  })
})
