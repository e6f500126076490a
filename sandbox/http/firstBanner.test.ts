import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { withFirstBanner } from "./firstBanner.ts"

const source = readFileSync("ui/index.html", "utf8")

/** The first frame's banner frame as the page has it. */
const frameOf = (html: string) => /<section class="banners">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? ""

describe("the home page's first banner in its first frame", () => {
  it("paints the first banner's image in the banner frame and preloads it with high priority", () => {
    const html = withFirstBanner(source, "/images/banners/welcome.svg")
    const frame = frameOf(html)
    expect(frame).toContain('<img class="banners-first" src="/images/banners/welcome.svg"')
    expect(frame).toContain('fetchpriority="high"')
    // The image replaces the brand's mark, which shows only while nothing better is known.
    expect(frame).not.toContain("banners-mark")
    expect(frame).not.toContain("banners-frame-loading")
    // The preload is in the head, before any script or style is asked for.
    const head = html.slice(0, html.indexOf("</head>"))
    const preload = head.indexOf(
      '<link rel="preload" as="image" href="/images/banners/welcome.svg" fetchpriority="high">',
    )
    expect(preload).toBeGreaterThan(0)
    for (const later of ["<script", 'rel="stylesheet"', 'rel="modulepreload"'])
      if (head.includes(later)) expect(head.indexOf(later)).toBeGreaterThan(preload)
  })
  it("keeps the rest of the page as it was", () => {
    const html = withFirstBanner(source, "/images/banners/welcome.svg")
    const outside = (h: string) =>
      h
        .replace(/<section class="banners">[\s\S]*?<\/section>/, "")
        .replace(/\s*<link rel="preload" as="image"[^>]*>/, "")
    expect(outside(html)).toBe(outside(source))
  })
  it("leaves the page as built when no banner is known (the brand's mark stays)", () => {
    expect(withFirstBanner(source, undefined)).toBe(source)
    expect(frameOf(source)).toContain("banners-mark")
  })
  it("escapes the address and refuses one that is not an image address of the web", () => {
    const html = withFirstBanner(source, 'https://cdn.example/b.svg?a=1&b="2"<x>')
    expect(html).toContain('src="https://cdn.example/b.svg?a=1&amp;b=&quot;2&quot;&lt;x&gt;"')
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "//evil.example/b.svg", "images/b.svg", ""])
      expect(withFirstBanner(source, bad), bad).toBe(source)
  })
  it("leaves a page without the banner frame's markers as it is", () => {
    const page = "<title>Arena</title><div id=root></div>"
    expect(withFirstBanner(page, "/images/banners/welcome.svg")).toBe(page)
  })
})
