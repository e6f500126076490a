// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { markInteractive } from "./interactive.ts"
import { useInteractive } from "./useInteractive.ts"

function Probe() {
  return <p>{useInteractive() ? "later" : "first"}</p>
}

describe("useInteractive", () => {
  it("is false until the portal is interactive, then true, and true at once for a later mount", async () => {
    const first = render(<Probe />)
    expect(screen.getByText("first")).toBeTruthy()
    await act(async () => {
      markInteractive()
      await Promise.resolve()
    })
    expect(screen.getByText("later")).toBeTruthy()
    first.unmount()
    render(<Probe />)
    expect(screen.getByText("later")).toBeTruthy()
  })
})
