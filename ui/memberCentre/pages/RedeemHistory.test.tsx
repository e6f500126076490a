// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { bodiesOf, renderPage } from "../../records/recordsTestKit.tsx"
import RedeemHistory from "./RedeemHistory.tsx"

afterEach(cleanup)

describe("redeem history", () => {
  it("shows the statuses of spec section 4 and filters by them", async () => {
    const { rt } = await renderPage(RedeemHistory, {
      redeemPointList: ok({
        list: [
          { rewardName: "Arena mug", points: 1200, quantity: 1, status: "P" },
          { rewardName: "Cash 10", points: 500, quantity: 2, amount: 10, status: "A" },
        ],
        totalPages: 1,
      }),
    })
    const mug = (await screen.findByRole("cell", { name: "Arena mug" })).closest("tr") as HTMLElement
    expect(within(mug).getByRole("cell", { name: "In process" })).toBeTruthy()
    expect(within(mug).getByRole("cell", { name: "1,200" })).toBeTruthy()
    expect(screen.getByRole("cell", { name: "Approved" })).toBeTruthy()
    const status = screen.getByRole("combobox", { name: "Status" })
    expect(
      within(status)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All", "In process", "Approved", "Rejected"])
    fireEvent.change(status, { target: { value: "R" } })
    await waitFor(() => expect(bodiesOf(rt, "redeemPointList")[1]).toMatchObject({ status: "R" }))
  })
})
