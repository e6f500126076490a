// @vitest-environment happy-dom
/**
 * The home page's first frame, from the server that writes it to the app that takes it over: the page the sandbox
 * serves with its first banner (sandbox/http/firstBanner.ts) is read by the composition root as that banner
 * (ui/app/firstFrame.ts); the page as built (a static host) as the frame with the mark; app.html as no frame.
 */
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { withFirstBanner } from "../../sandbox/http/firstBanner.ts"
import { readFirstFrame } from "../../ui/app/firstFrame.ts"

const source = readFileSync("ui/index.html", "utf8")

const rootOf = (html: string): ParentNode => {
  const root = new DOMParser().parseFromString(html, "text/html").getElementById("root")
  if (root === null) throw new Error("no root")
  return root
}

describe("the first frame the app takes over", () => {
  it("is the server's first banner when the page came with one", () => {
    expect(readFirstFrame(rootOf(withFirstBanner(source, "/images/banners/welcome.svg")))).toEqual({
      painted: true,
      banner: "/images/banners/welcome.svg",
    })
  })
  it("is the frame with the brand's mark when the page is served as built", () => {
    expect(readFirstFrame(rootOf(source))).toEqual({ painted: true, banner: undefined })
  })
  it("is nothing on another route's page", () => {
    expect(readFirstFrame(rootOf('<div id="root"></div>'))).toEqual({ painted: false, banner: undefined })
  })
})
