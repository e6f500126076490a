// @vitest-environment happy-dom
/**
 * The winner board in a long session: it asks for the board every `winnerBoardRefreshMs`, and a refresh that changes
 * nothing must leave nothing behind. React keeps a state update that changed nothing (its "eager bailout") in the
 * hook's queue until the component renders again, and a board that stays the same never renders again: a setter
 * called on every refresh held one update and its closure per refresh, some 960 in a working day. The queue is
 * React's own, read from the rendered element's fiber, because such an update has no other visible effect.
 */
import { act, cleanup, render } from "@testing-library/react"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { winnerBoardRefreshMs } from "../../core/projections/winnerRows.ts"
import { ok } from "../../core/workflows/testRuntime.ts"
import { setup } from "../testing/harness.tsx"
import { WinnerBoard } from "./WinnerBoard.tsx"

const winners = Array.from({ length: 10 }, (_, i) => ({
  recordId: String(i + 1),
  customerName: `pl***${i}`,
  winAmount: 1000 + i,
  gameName: `Game ${i}`,
  vendor: "PT",
}))

let asked = () => 0
let answered = () => 0
beforeAll(async () => {
  const rt = await setup({ answers: { winnerBoard: ok({ list: winners.map((vo) => ({ vo })) }) } })
  asked = () => rt.requests.filter((r) => r.endpoint.name === "winnerBoard").length
  answered = () => rt.tags().filter((t) => t === "WinnerBoardLoaded").length
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

interface Hook {
  readonly queue: { readonly pending: { readonly next: unknown } | null } | null
  readonly next: Hook | null
}

/** The updates waiting in each state hook of the component that rendered `element`. */
const pendingUpdates = (element: Element): ReadonlyArray<number> => {
  const key = Object.keys(element).find((k) => k.startsWith("__reactFiber$"))
  let fiber = (element as unknown as Record<string, { type: unknown; return: unknown; memoizedState: Hook | null }>)[
    key ?? ""
  ]
  while (fiber !== undefined && fiber.type !== WinnerBoard) fiber = fiber.return as typeof fiber
  const counts: Array<number> = []
  for (let hook = fiber?.memoizedState ?? null; hook !== null; hook = hook.next) {
    const last = hook.queue?.pending ?? null
    // The pending updates form a ring: count from the last one's successor back to it.
    let n = 0
    if (last !== null) {
      let u: unknown = last
      do {
        u = (u as { next: unknown }).next
        n++
      } while (u !== last && n < 10_000)
    }
    counts.push(n)
  }
  return counts
}

describe("the winner board in a long session", () => {
  it("keeps no update per refresh when the board does not change", async () => {
    // Only the board's own timer is faked: the platform's answers still arrive as they do.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] })
    const { container } = render(<WinnerBoard winners={winners} language="en" />)
    const section = container.querySelector("section")!
    await vi.waitFor(() => expect(asked()).toBe(1))
    for (let i = 2; i <= 20; i++) {
      await act(() => vi.advanceTimersByTimeAsync(winnerBoardRefreshMs))
      await vi.waitFor(() => expect(asked()).toBe(i))
      // The answer is in core: the board's own handling of it follows in the same promise chain.
      await vi.waitFor(() => expect(answered()).toBe(i))
    }
    await act(async () => undefined)
    const counts = pendingUpdates(section)
    expect(counts.length).toBeGreaterThan(1)
    expect(Math.max(...counts)).toBeLessThanOrEqual(1)
  })
})
