// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { defaultGameIcon, GameImage, lazyRootMargin } from "./GameImage.tsx"

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void

const observers: Array<{ callback: Callback; options: IntersectionObserverInit; disconnected: boolean }> = []

class FakeObserver {
  readonly record: (typeof observers)[number]
  constructor(callback: Callback, options: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false }
    observers.push(this.record)
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true
  }
}

beforeEach(() => {
  observers.length = 0
  vi.stubGlobal("IntersectionObserver", FakeObserver)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe("GameImage", () => {
  it("waits until the image is within 1.3 screens (root margin 30%, threshold 0.1), then loads it", () => {
    const { container } = render(<GameImage src="/img/a.png" alt="A" width={120} height={72} />)
    expect(container.querySelector("img")).toBeNull()
    expect(observers[0]?.options).toEqual({ rootMargin: "30% 0px", threshold: 0.1 })
    expect(lazyRootMargin).toBe("30% 0px")
    act(() => observers[0]?.callback([{ isIntersecting: true }]))
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/img/a.png")
    expect(observers[0]?.disconnected).toBe(true)
  })

  it("falls back to the default icon once, then hides", () => {
    const { container } = render(<GameImage src="/img/broken.png" alt="B" eager />)
    const img = () => container.querySelector("img")
    expect(img()?.getAttribute("src")).toBe("/img/broken.png")
    fireEvent.error(img() as HTMLImageElement)
    expect(img()?.getAttribute("src")).toBe(defaultGameIcon)
    fireEvent.error(img() as HTMLImageElement)
    expect(img()).toBeNull()
  })

  it("shows the default icon when there is no address", () => {
    const { container } = render(<GameImage src={undefined} alt="" eager />)
    expect(container.querySelector("img")?.getAttribute("src")).toBe(defaultGameIcon)
  })
})
