// @vitest-environment happy-dom
/**
 * A preloaded section renders at once: the composition root preloads the home section while the page's first frame
 * is up, so the frame gives way to the section itself and never to the progress placeholder.
 */
import { cleanup, render, screen } from "@testing-library/react"
import { Component, type ReactNode, Suspense } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { lazySection, preloadSection } from "./lazySection.ts"

afterEach(cleanup)

/** Shows "failed" when its section throws. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError = () => ({ failed: true })
  override render = () => (this.state.failed ? <p>failed</p> : this.props.children)
}

const load = async () => ({ default: () => <p>the section</p> })

const show = (key: string) => {
  const Section = lazySection(key, "test", load)
  render(
    <Suspense fallback={<p>loading</p>}>
      <Section />
    </Suspense>,
  )
}

describe("lazy sections", () => {
  it("show the placeholder while a section that was not preloaded loads", async () => {
    show("plain:/")
    expect(screen.getByText("loading")).toBeTruthy()
    expect(await screen.findByText("the section")).toBeTruthy()
  })
  it("render a preloaded section on their first render, without the placeholder", async () => {
    await preloadSection("preloaded:/", "test", load)
    show("preloaded:/")
    expect(screen.getByText("the section")).toBeTruthy()
    expect(screen.queryByText("loading")).toBeNull()
  })
  it("share a failed preload with the render that follows it: the error, not a second wait", async () => {
    const failing = () => Promise.reject(new Error("chunk lost"))
    await expect(preloadSection("failed:/", "test", failing)).rejects.toThrow("chunk lost")
    let asked = 0
    const Section = lazySection("failed:/", "test", () => {
      asked++
      return load()
    })
    render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Section />
        </Suspense>
      </Boundary>,
    )
    expect(await screen.findByText("failed")).toBeTruthy()
    expect(asked).toBe(0)
  })
})
