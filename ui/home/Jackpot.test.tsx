// @vitest-environment happy-dom
/**
 * The jackpot ticker: it counts toward each value served (never past it, never backwards while rising), settling on
 * it after `tickMs`, without a render per frame; a visitor who prefers reduced motion sees each value at once. Frames
 * are driven by hand.
 */
import { act, cleanup, render } from "@testing-library/react"
import { Profiler } from "react"
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { setup } from "../testing/harness.tsx"
import { JackpotTicker, tickMs } from "./Jackpot.tsx"

let now = 0
let frames: Array<FrameRequestCallback> = []
const frame = (ms: number) =>
  act(() => {
    now += ms
    const due = frames
    frames = []
    for (const f of due) f(now)
  })

const prefersReduced = (reduce: boolean) =>
  vi.stubGlobal("matchMedia", (q: string) => ({ matches: reduce && q.includes("reduce"), media: q }))

beforeAll(() => setup())
beforeEach(() => {
  now = 0
  frames = []
  vi.spyOn(performance, "now").mockImplementation(() => now)
  vi.stubGlobal("requestAnimationFrame", (f: FrameRequestCallback) => frames.push(f))
  vi.stubGlobal("cancelAnimationFrame", () => {
    frames = []
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const shown = () =>
  Number((document.querySelector("[data-testid=jackpot-count]")?.textContent ?? "").replace(/[^\d]/g, ""))

describe("the jackpot ticker", () => {
  it("counts up toward the served value and settles on it", () => {
    prefersReduced(false)
    const { rerender } = render(<JackpotTicker target={100_000_00} />)
    frame(0)
    const first = shown()
    expect(first).toBeLessThan(100_000_00)
    const seen = [first]
    for (let t = 0; t < tickMs; t += 250) {
      frame(250)
      seen.push(shown())
    }
    expect(seen.every((v, i) => i === 0 || v >= seen[i - 1]!)).toBe(true)
    expect(shown()).toBe(100_000_00)
    // The exact value is what assistive technology reads, not the moving count.
    expect(document.querySelector(".visually-hidden")?.textContent).toBe("P 100,000.00")

    // A new value: counts on from where it is to the new one, never past it.
    rerender(<JackpotTicker target={100_050_00} />)
    frame(0)
    frame(tickMs / 3)
    expect(shown()).toBeGreaterThan(100_000_00)
    expect(shown()).toBeLessThan(100_050_00)
    frame(tickMs)
    expect(shown()).toBe(100_050_00)
    expect(frames).toHaveLength(0)
  })
  it("shows each value at once when the visitor prefers reduced motion", () => {
    prefersReduced(true)
    const { rerender } = render(<JackpotTicker target={100_000_00} />)
    expect(shown()).toBe(100_000_00)
    rerender(<JackpotTicker target={100_050_00} />)
    expect(shown()).toBe(100_050_00)
    expect(frames).toHaveLength(0)
  })
  it("counts without rendering", () => {
    prefersReduced(false)
    let renders = 0
    render(
      <Profiler id="jackpot" onRender={() => renders++}>
        <JackpotTicker target={100_000_00} />
      </Profiler>,
    )
    const mounted = renders
    for (let t = 0; t <= tickMs; t += 100) frame(100)
    expect(shown()).toBe(100_000_00)
    expect(renders).toBe(mounted)
  })
  it("holds its place until a value is served", () => {
    prefersReduced(false)
    render(<JackpotTicker target={undefined} />)
    expect(document.querySelector("[data-testid=jackpot-count]")).toBeNull()
  })
})
