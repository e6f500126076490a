import { describe, expect, it } from "vitest"
import { preloadTags } from "./firstViewPreload.ts"

const bundle = {
  "index.js": { type: "chunk", name: "index", fileName: "assets/index-1.js" },
  "start.js": { type: "chunk", name: "start", fileName: "assets/start-2.js" },
  "Home.js": {
    type: "chunk",
    name: "Home",
    fileName: "assets/Home-3.js",
    viteMetadata: { importedCss: new Set(["assets/Home-4.css"]) },
  },
  "Lottery.js": { type: "chunk", name: "Lottery", fileName: "assets/Lottery-5.js" },
  "logo.svg": { type: "asset", name: "start", fileName: "assets/logo.svg" },
} as const

describe("preloadTags", () => {
  it("preloads the named chunks in the given order, with their CSS, and nothing else", () => {
    const tags = preloadTags(bundle, ["Home", "start"], "/")
    expect(tags.map((t) => [t.attrs.rel, t.attrs.href])).toEqual([
      ["modulepreload", "/assets/Home-3.js"],
      ["preload", "/assets/Home-4.css"],
      ["modulepreload", "/assets/start-2.js"],
    ])
    expect(tags[1]?.attrs.as).toBe("style")
  })

  it("marks the tags of home-only chunks, CSS included", () => {
    const tags = preloadTags(bundle, ["Home", "start"], "/", new Set(["Home"]))
    expect(tags.map((t) => "data-home-only" in t.attrs)).toEqual([true, true, false])
  })
  it("puts the configured base in front and ignores a name no chunk has", () => {
    expect(preloadTags(bundle, ["start", "missing"], "/portal/").map((t) => t.attrs.href)).toEqual([
      "/portal/assets/start-2.js",
    ])
  })
})
