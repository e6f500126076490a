// @vitest-environment happy-dom
import { render, screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { setUpPartTests } from "../../testing/harness.tsx"
import { OrderList } from "./OrderList.tsx"

setUpPartTests(["memberCentre"])

describe("OrderList", () => {
  it("shows a skeleton while loading and its line when there are none", () => {
    const { container, rerender } = render(<OrderList loaded={false} lines={[]} empty="No deposits yet." />)
    expect(container.querySelector(".skeleton")).not.toBeNull()
    expect(screen.queryByText("No deposits yet.")).toBeNull()
    rerender(<OrderList loaded lines={[]} empty="No deposits yet." />)
    expect(screen.getByText("No deposits yet.")).toBeTruthy()
  })

  it("shows each order's amount, where and when, status tag and action", () => {
    render(
      <OrderList
        loaded
        empty="None"
        lines={[
          {
            id: "1",
            amount: "P 100.00",
            sub: "GCash · 01-15 12:00 · #1",
            status: "PENDING",
            action: <button type="button">Cancel</button>,
          },
          { id: "2", amount: "P 5.00", sub: "Bank · 01-14 09:00 · #2", status: "APPROVED" },
        ]}
      />,
    )
    const [first, second] = screen.getAllByRole("listitem")
    expect(within(first as HTMLElement).getByText("P 100.00")).toBeTruthy()
    expect(within(first as HTMLElement).getByText("GCash · 01-15 12:00 · #1")).toBeTruthy()
    expect(within(first as HTMLElement).getByText("Pending")).toBeTruthy()
    expect(within(first as HTMLElement).getByRole("button", { name: "Cancel" })).toBeTruthy()
    expect(within(second as HTMLElement).getByText("Approved")).toBeTruthy()
    expect(within(second as HTMLElement).queryByRole("button")).toBeNull()
  })
})
