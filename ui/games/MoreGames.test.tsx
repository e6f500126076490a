// @vitest-environment happy-dom
/**
 * The lobby's infinite scroll (spec section 9: "infinite scroll throttle 200 ms"): the sentinel at the end of the
 * list loads the next page when it comes into view, at most once per 200 ms however often the view reports it, and
 * the list grows page by page until the last.
 */
import { act, cleanup, screen, waitFor } from "@testing-library/react"
import { Effect } from "effect"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { ok } from "../../core/workflows/testRuntime.ts"
import { run } from "../app/runtime.ts"
import { find, game, games, play } from "./gamesTestKit.tsx"
import { scrollThrottleMs } from "./MoreGames.tsx"

/** Observed elements and their observers' callbacks, so a test says when an element comes into view. */
let observed: Array<{ el: Element; cb: IntersectionObserverCallback }> = []
class FakeObserver {
  constructor(private readonly cb: IntersectionObserverCallback) {}
  observe(el: Element) {
    observed.push({ el, cb: this.cb })
  }
  disconnect() {
    observed = observed.filter((o) => o.cb !== this.cb)
  }
  unobserve() {}
  takeRecords() {
    return []
  }
}
const inView = (el: Element) =>
  act(() => {
    for (const o of observed.filter((x) => x.el === el))
      o.cb([{ isIntersecting: true, target: el } as IntersectionObserverEntry], {} as IntersectionObserver)
  })

let now = 1000
beforeEach(() => {
  observed = []
  now = 1000
  vi.stubGlobal("IntersectionObserver", FakeObserver)
  vi.spyOn(performance, "now").mockImplementation(() => now)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** Three pages of two slots each. */
const paged = (request: { body: unknown }) => {
  const q = request.body as { pageNo?: number; vassalage?: string }
  const page = Number(q.pageNo ?? 1)
  const list = [1, 2].map((i) => game(`9${page}${i}`, "PT", `Slot ${page}-${i}`))
  return ok({ games: list, totalPages: 3, pageNum: page, pageSize: 2 })
}

describe("the lobby's infinite scroll", () => {
  it("loads the next page as the end comes into view, at most once per 200 ms", async () => {
    const { rt } = await games("member", "/rng?page=PT", { gameList: paged })
    await play("Slot 1-2")
    const pages = () =>
      rt.requests.filter((r) => r.endpoint.name === "gameList").map((r) => (r.body as { pageNo: number }).pageNo)
    const sentinel = () => document.querySelector(".lobby-more")!
    await waitFor(() => expect(sentinel()).toBeTruthy(), find)

    inView(sentinel())
    expect(await screen.findByRole("button", { name: "Play Slot 2-1" }, find)).toBeTruthy()
    expect(pages()).toEqual([1, 2])

    // Reported again within the throttle: nothing more is asked.
    now += 199
    await waitFor(() => expect(sentinel()).toBeTruthy(), find)
    inView(sentinel())
    // A workflow run after the report ends after any load the report started (one runtime, in order): none was asked.
    await act(() => run(Effect.void))
    expect(pages()).toEqual([1, 2])

    // Once 200 ms have passed, the next page.
    now += 1
    inView(sentinel())
    expect(await screen.findByRole("button", { name: "Play Slot 3-2" }, find)).toBeTruthy()
    expect(pages()).toEqual([1, 2, 3])
    // The last page: no sentinel left.
    await waitFor(() => expect(document.querySelector(".lobby-more")).toBeNull(), find)
    expect(scrollThrottleMs).toBe(200)
  })
})
