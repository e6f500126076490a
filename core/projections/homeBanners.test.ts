import { describe, expect, it } from "vitest"
import { bannerTarget, homeBanners } from "./homeBanners.ts"

describe("homeBanners", () => {
  it("keeps the banners with an image outside the other screens' groups, in order", () => {
    const banners = [
      { groupName: "w_home", url: "/a.svg" },
      { groupName: "w_login", url: "/b.svg" },
      { groupName: null, url: "/c.svg" },
      { groupName: "w_promotion", url: "/d.svg" },
      { groupName: "w_home", url: "" },
      { url: "/e.svg" },
    ]
    expect(homeBanners(banners).map((b) => b.url)).toEqual(["/a.svg", "/c.svg", "/e.svg"])
  })
})

describe("bannerTarget", () => {
  it("reads a URL linkage as a route or a web address, and refuses other schemes", () => {
    expect(bannerTarget({ linkageType: "URL", linkage: "/Vnlottery" })).toEqual({ _tag: "Route", path: "/Vnlottery" })
    expect(bannerTarget({ linkageType: "url", linkage: "https://x.test/a" })).toEqual({
      _tag: "External",
      url: "https://x.test/a",
    })
    expect(bannerTarget({ linkageType: "URL", linkage: "javascript:alert(1)" })).toEqual({ _tag: "None" })
    expect(bannerTarget({ linkageType: "URL", linkage: "//evil.test" })).toEqual({ _tag: "None" })
  })
  it("opens the promotions for P and launches the game for G", () => {
    expect(bannerTarget({ linkageType: "P", linkage: "WELCOME" })).toEqual({ _tag: "Route", path: "/promotions" })
    expect(bannerTarget({ linkageType: "G", linkage: "PT-001", vendor: "PT", nodeId: "101101" })).toEqual({
      _tag: "Game",
      vendor: "PT",
      gameId: "PT-001",
      nodeId: "101101",
    })
    expect(bannerTarget({ linkageType: "G", linkage: "PT-001" })).toEqual({ _tag: "None" })
    expect(bannerTarget({ linkageType: null, linkage: null })).toEqual({ _tag: "None" })
  })
})
