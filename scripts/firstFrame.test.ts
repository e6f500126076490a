import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { brandMark } from "../ui/home/BannerCarousel.tsx"
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
  it("refuses a page whose markers were lost", () => {
    expect(() => withoutFirstFrame("<div id=root></div>")).toThrow(/first-frame/)
  })
})
