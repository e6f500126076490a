import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { brandMark } from "../ui/sections/index/BannerCarousel.tsx"
import { withoutFirstFrame } from "./firstFrame.ts"

const source = readFileSync("ui/index.html", "utf8")

describe("the first frame of ui/index.html", () => {
  it("is cut out whole for app.html, leaving an empty root and the entry script", () => {
    const app = withoutFirstFrame(source)
    expect(app).toContain('<div id="root"></div>')
    expect(app).toContain('<script type="module" src="./main.tsx"></script>')
    expect(app).not.toContain("banners-mark")
  })
  it("paints the banner frame with the mark the carousel keeps showing until banners arrive", () => {
    expect(source).toContain(`<p class="banners-mark" aria-hidden="true">${brandMark}</p>`)
  })
  it("leaves out the home page's own preloads, keeping the others", () => {
    const built = source.replace(
      "<title>Arena</title>",
      '<title>Arena</title>\n    <link rel="modulepreload" crossorigin="" href="/assets/start-1.js">\n    <link rel="modulepreload" crossorigin="" href="/assets/Home-2.js" data-home-only="">',
    )
    const app = withoutFirstFrame(built)
    expect(app).toContain("/assets/start-1.js")
    expect(app).not.toContain("Home-2.js")
  })
  it("refuses a page whose markers were lost", () => {
    expect(() => withoutFirstFrame("<div id=root></div>")).toThrow(/first-frame/)
  })
})
