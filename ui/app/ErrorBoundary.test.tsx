// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { type ReactNode, Suspense } from "react"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { setup } from "../testing/harness.tsx"
import { ErrorBoundary } from "./ErrorBoundary.tsx"
import { lazySection } from "./lazySection.ts"

beforeAll(async () => {
  await setup()
})
afterEach(cleanup)

let calls = 0
/** The first load never arrives; the retry's does. */
const load = () => {
  calls++
  return calls === 1
    ? new Promise<{ default: () => ReactNode }>(() => undefined)
    : Promise.resolve({ default: () => <p>arrived</p> })
}

function Section() {
  const S = lazySection("slow", "slow", load, 120_000)
  return <S />
}

describe("a lazy section", () => {
  it("fails after the chunk timeout with the error and a retry that asks for the chunk again", async () => {
    vi.useFakeTimers()
    vi.spyOn(console, "error").mockImplementation(() => undefined)
    render(
      <ErrorBoundary>
        <Suspense fallback={<p>waiting</p>}>
          <Section />
        </Suspense>
      </ErrorBoundary>,
    )
    expect(screen.getByText("waiting")).toBeTruthy()
    await act(async () => vi.advanceTimersByTime(120_000))
    expect(screen.getByRole("alert").textContent).toContain("120 seconds")
    vi.useRealTimers()
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })))
    expect(await screen.findByText("arrived")).toBeTruthy()
    expect(calls).toBe(2)
  })
})
