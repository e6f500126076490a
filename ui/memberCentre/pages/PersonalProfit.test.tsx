// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { bodiesOf, renderPage } from "../../records/recordsTestKit.tsx"
import PersonalProfit from "./PersonalProfit.tsx"

afterEach(cleanup)

const lanes = ok({
  data: {
    lanes: [
      { title: "RNG", cards: [{ vassalage: "ARENA", displayName: "Arena Slots" }] },
      { title: "LIVE", cards: [{ vassalage: "AG", displayName: "Asia Gaming" }] },
    ],
  },
})

describe("personal profit and loss", () => {
  it("shows one row per product and vendor with the totals, and no pager", async () => {
    await renderPage(PersonalProfit, {
      gameVendors: lanes,
      personalProfit: ok({
        list: [{ productType: "RNG", vendor: "ARENA", betAmount: 100, validBet: 100, winLoss: 25, profit: 25 }],
        summary: { betAmount: 100, validBet: 100, winLoss: 25, bonus: 10, rebate: 0, profit: 35 },
      }),
    })
    const row = (await screen.findByRole("cell", { name: "ARENA" })).closest("tr") as HTMLElement
    expect(within(row).getByRole("cell", { name: "Slots" })).toBeTruthy()
    const totals = screen.getByRole("rowheader", { name: "Total" }).closest("tr") as HTMLElement
    expect(within(totals).getByText("35.00")).toBeTruthy()
    expect(within(totals).getByText("10.00")).toBeTruthy()
    expect(screen.queryByRole("combobox", { name: "Rows per page" })).toBeNull()
  })

  it("filters by a vendor of the catalogue", async () => {
    const { rt } = await renderPage(PersonalProfit, { gameVendors: lanes, personalProfit: ok({ list: [] }) })
    const vendor = await screen.findByRole("combobox", { name: "Vendor" })
    await waitFor(() => expect(within(vendor).getByRole("option", { name: "Asia Gaming" })).toBeTruthy())
    fireEvent.change(vendor, { target: { value: "AG" } })
    await waitFor(() =>
      expect(bodiesOf(rt, "personalProfit")[1]).toEqual({
        startDate: "2026-01-09",
        endDate: "2026-01-15",
        vendor: "AG",
      }),
    )
  })
})
