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
