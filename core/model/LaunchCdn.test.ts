import { describe, expect, it } from "vitest"
import { onLaunchCdn, pickLaunchCdn } from "./LaunchCdn.ts"

describe("the launch CDN (spec section 3 startGameUrl, the status answer's launchGameCDNs)", () => {
  const cdns = ["https://a.cdn.test", "https://b.cdn.test/", "https://c.cdn.test"]

  it("picks one of the list by the random draw, evenly, and none of an empty list", () => {
    expect(pickLaunchCdn(cdns, 0)).toBe("https://a.cdn.test")
    expect(pickLaunchCdn(cdns, 0.34)).toBe("https://b.cdn.test")
    expect(pickLaunchCdn(cdns, 0.999)).toBe("https://c.cdn.test")
    expect(pickLaunchCdn([], 0.5)).toBeUndefined()
    expect(pickLaunchCdn(["", "  "], 0.5)).toBeUndefined()
  })

  it("puts a game address that is a path on the picked CDN, and keeps an absolute one", () => {
    expect(onLaunchCdn("/play/slot?t=abc", "https://b.cdn.test")).toBe("https://b.cdn.test/play/slot?t=abc")
    expect(onLaunchCdn("play/slot?t=abc", "https://b.cdn.test")).toBe("https://b.cdn.test/play/slot?t=abc")
    expect(onLaunchCdn("https://vendor.test/game?x=1", "https://b.cdn.test")).toBe("https://vendor.test/game?x=1")
    expect(onLaunchCdn("//vendor.test/game", "https://b.cdn.test")).toBe("//vendor.test/game")
    expect(onLaunchCdn("/play/slot?t=abc", undefined)).toBe("/play/slot?t=abc")
  })

  it("never puts an address on a CDN that is not http(s)", () => {
    expect(pickLaunchCdn(["javascript:alert(1)"], 0)).toBeUndefined()
  })
})
