// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { Tabs } from "./Tabs.tsx"

type K = "a" | "b" | "c"

function Three() {
  const [k, setK] = useState<K>("a")
  return (
    <Tabs
      label="Ways"
      tabs={[
        { key: "a", label: "Alpha" },
        { key: "b", label: "Beta" },
        { key: "c", label: "Gamma" },
      ]}
      selected={k}
      onSelect={setK}
    >
      <p>panel {k}</p>
    </Tabs>
  )
}

afterEach(cleanup)

describe("Tabs", () => {
  it("moves with the arrow keys, wrapping, and selects what it moves to", () => {
    render(<Three />)
    const alpha = screen.getByRole("tab", { name: "Alpha" })
    alpha.focus()
    fireEvent.keyDown(alpha, { key: "ArrowRight" })
    expect(screen.getByRole("tab", { name: "Beta" }).getAttribute("aria-selected")).toBe("true")
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Beta" }))
    expect(screen.getByRole("tabpanel").textContent).toBe("panel b")
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowLeft" })
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowLeft" })
    expect(screen.getByRole("tab", { name: "Gamma" }).getAttribute("aria-selected")).toBe("true")
    fireEvent.keyDown(document.activeElement as Element, { key: "Home" })
    expect(screen.getByRole("tabpanel", { name: "Alpha" })).toBeTruthy()
  })

  it("keeps only the selected tab in the tab order", () => {
    render(<Three />)
    expect(screen.getAllByRole("tab").map((t) => t.getAttribute("tabindex"))).toEqual(["0", "-1", "-1"])
  })
})
