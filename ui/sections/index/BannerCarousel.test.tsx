// @vitest-environment happy-dom
/**
 * The banner's layout: a banner carrying its words shows them as text inside the text zone (as wide as core's
 * `bannerTextZone`, from the left edge, the side the art leaves empty), with the call to action only where a click
 * follows it; a banner without words (a platform's image with its text baked in) shows the image alone, described.
 * The turning: every `turnMs` by itself, only the slide shown exposed, a move by hand restarting the wait, none while
 * paused or hovered, and no render for a turn.
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react"
import { Profiler } from "react"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { bannerTextZone } from "../../../core/model/Announcements.ts"
import { setup } from "../../testing/harness.tsx"
import { BannerCarousel, turnMs } from "./BannerCarousel.tsx"

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})
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

describe("the turning", () => {
  /** The slide shown, as assistive technology and the dots tell it; checks the two agree. */
  const shown = (): number => {
    const open = [1, 2, 3].filter((n) => slide(n).getAttribute("aria-hidden") !== "true")
    const current = [1, 2, 3].filter(
      (n) => screen.getByRole("button", { name: `Show banner ${n}` }).getAttribute("aria-current") === "true",
    )
    expect(open).toHaveLength(1)
    expect(current).toEqual(open)
    for (const n of [1, 2, 3]) expect(slide(n).hasAttribute("inert")).toBe(n !== open[0])
    return open[0] ?? 0
  }

  it("turns every turnMs by itself without rendering, and a move by hand restarts the wait", () => {
    vi.useFakeTimers()
    let renders = 0
    render(
      <Profiler id="banners" onRender={() => renders++}>
        <BannerCarousel banners={banners} cdns={[]} loading={false} />
      </Profiler>,
    )
    const mounted = renders
    expect(shown()).toBe(1)
    act(() => vi.advanceTimersByTime(turnMs))
    expect(shown()).toBe(2)
    expect(document.querySelector<HTMLElement>(".banners-track")?.style.transform).toBe("translateX(-100%)")
    act(() => vi.advanceTimersByTime(2 * turnMs))
    expect(shown()).toBe(1)
    expect(renders).toBe(mounted)
    act(() => vi.advanceTimersByTime(turnMs - 1000))
    fireEvent.click(screen.getByRole("button", { name: "Show banner 3" }))
    expect(shown()).toBe(3)
    act(() => vi.advanceTimersByTime(turnMs - 1))
    expect(shown()).toBe(3)
    act(() => vi.advanceTimersByTime(1))
    expect(shown()).toBe(1)
  })

  it("stays while paused or hovered, and the slide shown survives the controls' renders", () => {
    vi.useFakeTimers()
    render(<BannerCarousel banners={banners} cdns={[]} loading={false} />)
    fireEvent.click(screen.getByRole("button", { name: "Next banner" }))
    expect(shown()).toBe(2)
    fireEvent.click(screen.getByRole("button", { name: "Pause the banners" }))
    act(() => vi.advanceTimersByTime(5 * turnMs))
    expect(shown()).toBe(2)
    fireEvent.click(screen.getByRole("button", { name: "Play the banners" }))
    fireEvent.mouseEnter(screen.getByRole("region"))
    act(() => vi.advanceTimersByTime(5 * turnMs))
    expect(shown()).toBe(2)
    fireEvent.mouseLeave(screen.getByRole("region"))
    act(() => vi.advanceTimersByTime(turnMs))
    expect(shown()).toBe(3)
    fireEvent.keyDown(screen.getByRole("region"), { key: "ArrowRight" })
    expect(shown()).toBe(1)
    fireEvent.keyDown(screen.getByRole("region"), { key: "ArrowLeft" })
    expect(shown()).toBe(3)
  })
})
