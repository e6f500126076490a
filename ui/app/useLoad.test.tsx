// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { useLoad } from "./useLoad.ts"

/** A load whose answers the test gives one at a time. */
const answers = () => {
  const pending: Array<(ok: boolean) => void> = []
  let calls = 0
  return {
    load: () => {
      calls++
      return new Promise<boolean>((resolve) => pending.push(resolve))
    },
    answer: async (ok: boolean) => {
      await act(async () => {
        pending.shift()?.(ok)
        await Promise.resolve()
      })
    },
    calls: () => calls,
  }
}

describe("useLoad", () => {
  it("loads on mount, fails, and loads again on a retry", async () => {
    const a = answers()
    const { result } = renderHook(() => useLoad(a.load, []))
    expect(result.current.status).toBe("loading")
    await a.answer(false)
    expect(result.current.status).toBe("failed")
    act(() => result.current.retry())
    expect(result.current.status).toBe("loading")
    await waitFor(() => expect(a.calls()).toBe(2))
    await a.answer(true)
    expect(result.current.status).toBe("ready")
  })

  it("loads again, showing the load, when a trigger changes", async () => {
    const a = answers()
    const { result, rerender } = renderHook(({ lng }) => useLoad(a.load, [lng]), { initialProps: { lng: "en" } })
    await a.answer(true)
    expect(result.current.status).toBe("ready")
    rerender({ lng: "ja" })
    await waitFor(() => expect(a.calls()).toBe(2))
    expect(result.current.status).toBe("loading")
    await a.answer(true)
    expect(result.current.status).toBe("ready")
  })

  it("in the background, keeps what it shows: no loading again, and a failed reload stays ready", async () => {
    const a = answers()
    const { result, rerender } = renderHook(({ lng }) => useLoad(a.load, [lng], { background: true, shown: true }), {
      initialProps: { lng: "en" },
    })
    expect(result.current.status).toBe("ready")
    rerender({ lng: "ja" })
    await waitFor(() => expect(a.calls()).toBe(2))
    expect(result.current.status).toBe("ready")
    await a.answer(false)
    await a.answer(false)
    expect(result.current.status).toBe("ready")
  })

  it("does not load while skipped, and an answer after unmount sets nothing", async () => {
    const a = answers()
    const { result, rerender, unmount } = renderHook(({ skip }) => useLoad(a.load, [skip], { skip }), {
      initialProps: { skip: true },
    })
    expect(a.calls()).toBe(0)
    rerender({ skip: false })
    await waitFor(() => expect(a.calls()).toBe(1))
    expect(result.current.status).toBe("loading")
    unmount()
    await a.answer(true)
  })
})
