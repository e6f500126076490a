import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type PageLink, pageCount, pageLinks, pageOf } from "./Pagination.ts"

const show = (links: ReadonlyArray<PageLink>) => links.map((l) => (l._tag === "Gap" ? "…" : String(l.page))).join(" ")

describe("pageLinks", () => {
  it("shows 1 margin page at each end and 3 around the current one (spec section 9)", () => {
    expect(show(pageLinks(1, 10))).toBe("1 2 3 … 10")
    expect(show(pageLinks(5, 10))).toBe("1 … 4 5 6 … 10")
    expect(show(pageLinks(10, 10))).toBe("1 … 8 9 10")
    expect(show(pageLinks(2, 3))).toBe("1 2 3")
    expect(show(pageLinks(1, 1))).toBe("1")
    expect(pageLinks(1, 0)).toEqual([])
  })
  it("always shows the first, the last and the current page, never two gaps in a row", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: -5, max: 210 }), (total, current) => {
        const links = pageLinks(current, total)
        const pages = links.flatMap((l) => (l._tag === "Page" ? [l.page] : []))
        const at = Math.min(Math.max(1, current), total)
        expect(pages).toContain(1)
        expect(pages).toContain(total)
        expect(pages).toContain(at)
        expect([...pages].sort((a, b) => a - b)).toEqual(pages)
        links.forEach((l, i) => {
          if (l._tag === "Gap") expect(links[i + 1]?._tag).toBe("Page")
        })
      }),
    )
  })
})

describe("pages of notices", () => {
  it("counts pages of 9 and slices them", () => {
    const items = Array.from({ length: 20 }, (_, i) => i)
    expect(pageCount(20, 9)).toBe(3)
    expect(pageCount(0, 9)).toBe(1)
    expect(pageOf(items, 3, 9)).toEqual([18, 19])
  })
})
