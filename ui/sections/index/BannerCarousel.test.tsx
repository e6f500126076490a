// @vitest-environment happy-dom
/**
 * The banner's layout: a banner carrying its words shows them as text inside the text zone (as wide as core's
 * `bannerTextZone`, from the left edge, the side the art leaves empty), with the call to action only where a click
 * follows it; a banner without words (a platform's image with its text baked in) shows the image alone, described.
 */
import { cleanup, render, within } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import { bannerTextZone } from "../../../core/model/Announcements.ts"
import { setup } from "../../testing/harness.tsx"
import { BannerCarousel } from "./BannerCarousel.tsx"

afterEach(cleanup)
beforeAll(() => setup())

const banners = [
  {
    url: "/images/banners/welcome.svg",
    linkageType: "P",
    linkage: "WELCOME",
    title: "100% Welcome Bonus",
    subtitle: "Double your first deposit",
    action: "See the offer",
  },
  { url: "/images/banners/login.svg", title: "Welcome Back", subtitle: "Your games wait", action: "Log in" },
  { url: "/images/banners/platform.jpg", linkageType: "URL", linkage: "/rng" },
]

const slide = (n: number) => document.querySelectorAll<HTMLElement>(".banners-slide")[n - 1]!

describe("the banner's layout", () => {
  it("sets a banner's words in the text zone the art leaves empty, never wider", () => {
    render(<BannerCarousel banners={banners} cdns={[]} loading={false} />)
    const first = slide(1)
    const zone = first.querySelector(".banners-text") as HTMLElement
    expect(zone).toBeTruthy()
    expect(bannerTextZone).toBeLessThanOrEqual(0.5)
    expect(zone.style.width).toBe(`${bannerTextZone * 100}%`)
    expect(within(zone).getByText("100% Welcome Bonus")).toBeTruthy()
    expect(within(zone).getByText("Double your first deposit")).toBeTruthy()
    // The call to action is inside the button the click follows, and names it.
    const button = first.querySelector("button") as HTMLElement
    expect(button.contains(within(zone).getByText("See the offer"))).toBe(true)
    expect(button.textContent).toContain("100% Welcome Bonus")
    // The image is then decorative: the words are the banner's text.
    expect(first.querySelector("img")?.getAttribute("alt")).toBe("")
  })
  it("shows no call to action on a banner a click does not follow", () => {
    render(<BannerCarousel banners={banners} cdns={[]} loading={false} />)
    const second = slide(2)
    expect(second.querySelector("button")).toBeNull()
    expect(second.textContent).toContain("Welcome Back")
    expect(second.textContent).not.toContain("Log in")
  })
  it("shows a banner without words as its image alone, described", () => {
    render(<BannerCarousel banners={banners} cdns={[]} loading={false} />)
    const third = slide(3)
    expect(third.querySelector(".banners-text")).toBeNull()
    expect(third.querySelector("img")?.getAttribute("alt")).toBe("Promotion 3")
  })
})

describe("the first frame's banner", () => {
  const first = "/images/banners/welcome.svg"
  it("stays, the same image in the same place, while the banners load", () => {
    render(<BannerCarousel banners={[]} cdns={[]} loading={true} firstFrame={first} />)
    const frame = document.querySelector(".banners-frame") as HTMLElement
    expect(frame.className).toBe("banners-frame")
    const img = frame.querySelector("img") as HTMLImageElement
    expect(img.getAttribute("src")).toBe(first)
    expect(img.className).toBe("banners-first")
    expect(img.getAttribute("fetchpriority")).toBe("high")
    expect(document.querySelector(".banners-mark")).toBeNull()
  })
  it("gives way to the banners once they arrive", () => {
    render(<BannerCarousel banners={banners} cdns={[]} loading={false} firstFrame={first} />)
    expect(document.querySelector(".banners-first")).toBeNull()
    expect(slide(1).querySelector("img")?.getAttribute("src")).toBe(first)
  })
  it("gives way to the brand's mark when the platform has no banner", () => {
    render(<BannerCarousel banners={[]} cdns={[]} loading={false} firstFrame={first} />)
    expect(document.querySelector(".banners-first")).toBeNull()
    expect(document.querySelector(".banners-mark")).toBeTruthy()
  })
  it("is the brand's mark while loading when the page came without a banner", () => {
    render(<BannerCarousel banners={[]} cdns={[]} loading={true} />)
    expect(document.querySelector(".banners-frame-loading .banners-mark")).toBeTruthy()
  })
})
