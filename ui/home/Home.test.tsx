// @vitest-environment happy-dom
/**
 * The home page's rules over memory layers: the popup notice shows once per session; the winner board asks for 20
 * and shows the top 10 with two decimals and thousands separators; the speed test lists the mirrors fastest first,
 * 0 while untested; a notice of the strip opens the notice modal on that notice; the banners turn by button.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { ok } from "../../core/workflows/testRuntime.ts"
import { Hosts } from "../accounts/accountsTestKit.tsx"
import { duePopups } from "../actions/home.ts"
import { interactive } from "../app/interactive.ts"
import { loadAreas } from "../i18n/i18n.ts"
import { brandMark } from "../sections/index/BannerCarousel.tsx"
import Home from "../sections/index/Home.tsx"
import { loadSettingsFor, renderAt, setup, status, whitelabel } from "../testing/harness.tsx"

// happy-dom does not run DOMPurify faithfully (components/SafeHtml.test.tsx): a stand-in with the same effect here.
vi.mock("../components/sanitize.ts", () => ({
  sanitize: vi.fn((html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/ on\w+="[^"]*"/g, "")),
}))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
beforeAll(() => import("../accounts/modals/notice.tsx"))

const player = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  title: `Notice ${i + 1}`,
  content: `<p>Body of notice ${i + 1}</p>`,
  timestamp: "2026-01-02 10:00:00",
}))
const popup = [
  { id: 1, title: "Play responsibly", content: "<p>Set limits.</p>", execution: "A" },
  { id: 2, title: "Register today", content: "<p>Welcome bonus.</p>", execution: "B" },
]
const banners = [
  { groupName: "w_home", url: "/images/banners/welcome.svg", linkageType: "URL", linkage: "/promotions" },
  { groupName: "w_login", url: "/images/banners/login.svg" },
  { groupName: "w_home", url: "/images/banners/slots.svg", linkageType: "URL", linkage: "/rng" },
]
const winners = Array.from({ length: 20 }, (_, i) => ({
  vo: { recordId: i + 1, customerName: `pl***${i}`, winAmount: 1000 + i * 250.5, gameName: `Game ${i}`, vendor: "PT" },
}))

const home = async (answers: Record<string, unknown> = {}, session?: ReadonlyArray<readonly [string, string]>) => {
  const rt = await setup({
    ...(session === undefined ? {} : { session: session as never }),
    answers: {
      status: status(),
      whitelabel: ok(whitelabel()),
      registerRules: ok({}),
      domainRoute: ok({ domainList: [{ domainName: "a.test" }, { domainName: "b.test" }, { domainName: "c.test" }] }),
      announcements: ok({ banners, player, popup, promotion: [] }),
      winnerBoard: ok({ list: winners }),
      hotGames: ok([]),
      gameVendor: ok({ data: { lanes: [] } }),
      ...(answers as Record<string, never>),
    },
  })
  await loadSettingsFor(rt)
  await loadAreas(["home", "notice"])
  const view = renderAt(
    "/",
    <>
      <Home />
      <Hosts />
    </>,
  )
  return { rt, ...view }
}

/** Probes answer after a delay per host; c.test never answers. */
const stubProbes = (delays: Record<string, number>) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(
      (url: string) =>
        new Promise((resolve, reject) => {
          const host = new URL(url).host
          const ms = delays[host]
          if (ms === undefined) setTimeout(() => reject(new TypeError("Failed to fetch")), 5)
          else setTimeout(() => resolve(new Response(null, { status: 200 })), ms)
        }),
    ),
  )

describe("the popup notice", () => {
  it("shows the due popups one at a time, and not again in the same session", async () => {
    stubProbes({})
    const first = await home()
    const card = await screen.findByRole("dialog", { name: "Play responsibly" })
    expect(within(card).getByText("1 more announcement")).toBeTruthy()
    await waitFor(() => expect(within(card).getByText("Set limits.")).toBeTruthy())
    fireEvent.click(within(card).getByRole("button", { name: "Got it" }))
    const next = await screen.findByRole("dialog", { name: "Register today" })
    fireEvent.keyDown(within(next).getByRole("button", { name: "Close the announcement" }), { key: "Escape" })
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    const session = [...first.rt.session]
    cleanup()
    // A reload in the same browser session: the announcements come from the cache, and no popup shows.
    const again = await home({}, session)
    await screen.findByRole("button", { name: "Notice 1" })
    // The card asks core for the due popups in an idle callback once the portal is interactive: an idle callback
    // queued after it runs after it, and core then answers none due, as the card was answered.
    await act(async () => {
      await interactive
      await new Promise<void>((done) =>
        typeof window.requestIdleCallback === "function"
          ? window.requestIdleCallback(() => done())
          : setTimeout(done, 0),
      )
      expect(await duePopups()).toEqual([])
    })
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(again.rt.called()).not.toContain("announcements")
  })
})

/**
 * An IntersectionObserver that sees at once every element `seen` accepts (happy-dom's never reports any): the page
 * scrolled so that those elements are in view.
 */
const seeing = (seen: (node: Element) => boolean = () => true) =>
  class SeeingObserver {
    constructor(private readonly callback: (entries: ReadonlyArray<{ isIntersecting: boolean }>) => void) {}
    observe(node: Element) {
      if (seen(node)) this.callback([{ isIntersecting: true }])
    }
    disconnect() {}
    unobserve() {}
  }
/** Every element in view. */
const SeeingObserver = seeing()

describe("the lower blocks", () => {
  it("are asked for only as the visitor comes near them: no jackpot or winner board for a page never scrolled", async () => {
    stubProbes({})
    // happy-dom's observer never reports an element in view: the page as a visitor sees it who does not scroll.
    const { rt } = await home()
    // The popup notice shows once the portal is interactive: what comes with that has come.
    await screen.findByRole("dialog", {}, { timeout: 10_000 })
    await act(() => new Promise((done) => setTimeout(done, 300)))
    expect(screen.queryByRole("table", { name: "Top 10 wins" })).toBeNull()
    expect(rt.called()).not.toContain("winnerBoard")
    expect(rt.called()).not.toContain("jackpot")
  })
})

describe("the winner board", () => {
  it("asks for 20 wins and shows the top 10 with two decimals and thousands separators", async () => {
    stubProbes({})
    // Scrolled to the lower blocks, but not on to the speed test: its probes are the next test's.
    vi.stubGlobal(
      "IntersectionObserver",
      seeing((node) => node.classList.contains("home-more-placeholder")),
    )
    const { rt } = await home()
    const table = await screen.findByRole("table", { name: "Top 10 wins" })
    const rows = within(table).getAllByRole("row").slice(1)
    expect(rows).toHaveLength(10)
    expect(rows[0]?.textContent).toContain("pl***19")
    expect(rows[0]?.textContent).toContain("5,759.50")
    expect(rows[9]?.textContent).toContain("3,505.00")
    const asked = rt.requests.find((r) => r.endpoint.name === "winnerBoard")
    expect(asked?.body).toEqual({ gameCategory: "ALL", language: "EN", limitNum: 20 })
  })
})

describe("the speed test", () => {
  it("lists the mirrors fastest first, a mirror that did not answer last, said unreachable", async () => {
    const delays: Record<string, number> = { "a.test": 60, "b.test": 5 }
    stubProbes(delays)
    // The probes are timed on a clock the stub moves by each mirror's delay, so a loaded machine's pauses between
    // timers cannot reorder them.
    let now = 0
    vi.spyOn(performance, "now").mockImplementation(() => now)
    const answer = vi.mocked(fetch).getMockImplementation()!
    vi.mocked(fetch).mockImplementation(async (url) => {
      const started = now
      const response = await answer(url)
      now = started + (delays[new URL(String(url)).host] ?? 5)
      return response
    })
    vi.stubGlobal("IntersectionObserver", SeeingObserver)
    await home()
    const list = await screen.findByRole("list", { name: "Mirror sites, fastest first" })
    await waitFor(() => expect(within(list).getAllByRole("link")[0]?.textContent).toBe("b.test"), { timeout: 50_000 })
    const items = within(list).getAllByRole("listitem")
    expect(items.map((li) => within(li).getByRole("link").textContent)).toEqual(["b.test", "a.test", "c.test"])
    expect(await screen.findByText("Test complete")).toBeTruthy()
    expect(items[2]?.textContent).toContain("Unreachable")
    expect(items[2]?.textContent).not.toContain("0 ms")
    expect(items[2]?.textContent).not.toContain("Not tested")
    expect(items[0]?.textContent).not.toContain("Unreachable")
    const probed = vi.mocked(fetch).mock.calls.map((c) => String(c[0]))
    expect(probed[0]).toMatch(/^http:\/\/a\.test\/wps\/system\/test\/ping\?speed=\d+$/)
  })
})

describe("the notices and banners", () => {
  it("opens the notice modal on the notice picked in the strip", async () => {
    stubProbes({})
    await home()
    fireEvent.click(await screen.findByRole("button", { name: "Notice 2" }))
    const modal = await screen.findByRole("dialog", { name: "Notifications" }, { timeout: 50_000 })
    await waitFor(() => expect(within(modal).getByRole("heading", { name: "Notice 2" })).toBeTruthy())
    await waitFor(() => expect(within(modal).getByText("Body of notice 2")).toBeTruthy())
  })
  it("shows the brand's mark in the banner frame, as index.html painted it, until banners arrive, and when none do", async () => {
    const { container } = await home({ announcements: ok({ banners: [], player: [], popup: [], promotion: [] }) })
    const mark = () => container.querySelector(".banners-frame .banners-mark")
    expect(mark()?.textContent).toBe(brandMark)
    await waitFor(() => expect(container.querySelector(".banners-frame-empty")).not.toBeNull())
    expect(mark()?.textContent).toBe(brandMark)
    expect(mark()?.getAttribute("aria-hidden")).toBe("true")
  })
  it("shows the home banners only, the first one eager with high priority, and turns them by button", async () => {
    stubProbes({})
    await home()
    const region = await screen.findByRole("region", { name: "Featured promotions" })
    const images = await within(region).findAllByRole("img", { hidden: true })
    expect(images.map((i) => i.getAttribute("src"))).toEqual([
      "/images/banners/welcome.svg",
      "/images/banners/slots.svg",
    ])
    expect(images[0]?.getAttribute("fetchpriority")).toBe("high")
    expect(images[0]?.getAttribute("loading")).toBe("eager")
    expect(images[1]?.getAttribute("loading")).toBe("lazy")
    const dot2 = within(region).getByRole("button", { name: "Show banner 2" })
    fireEvent.click(dot2)
    expect(dot2.getAttribute("aria-current")).toBe("true")
    fireEvent.click(within(region).getByRole("button", { name: "Next banner" }))
    expect(within(region).getByRole("button", { name: "Show banner 1" }).getAttribute("aria-current")).toBe("true")
    expect(within(region).getByRole("button", { name: "Pause the banners" })).toBeTruthy()
  })
})
