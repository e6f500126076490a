// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { bodiesOf, firstPageQuery, renderPage } from "../../records/recordsTestKit.tsx"
import AccountRecord from "./AccountRecord.tsx"

afterEach(cleanup)

describe("account record", () => {
  it("shows each movement with its type, signed amount, balance and the range's total", async () => {
    await renderPage(AccountRecord, {
      accountRecords: ok({
        list: [
          { id: "1", type: "DEPOSIT", amount: 1500, balance: 2500, createTime: "2026-01-15 09:00:00" },
          { id: "2", type: "BET", amount: -20, balance: 2480, remarks: "ARENA wallet: Fruit Party" },
        ],
        totalPages: 1,
        summary: { amount: 1480 },
      }),
    })
    const deposit = (await screen.findByRole("cell", { name: "Deposit" })).closest("tr") as HTMLElement
    expect(within(deposit).getByRole("cell", { name: "1,500.00" }).className).toContain("amount-up")
    expect(within(deposit).getByRole("cell", { name: "2,500.00" })).toBeTruthy()
    const bet = screen.getByRole("cell", { name: "Bet" }).closest("tr") as HTMLElement
    expect(within(bet).getByRole("cell", { name: "-20.00" }).className).toContain("amount-down")
    const totals = screen.getByRole("rowheader", { name: "Total" }).closest("tr") as HTMLElement
    expect(within(totals).getByText("1,480.00")).toBeTruthy()
    expect(screen.queryByRole("navigation")).toBeNull()
  })

  it("filters by record type", async () => {
    const { rt } = await renderPage(AccountRecord, { accountRecords: ok({ list: [], totalPages: 0 }) })
    await screen.findByText("No records in this range")
    fireEvent.change(screen.getByRole("combobox", { name: "Type" }), { target: { value: "WITHDRAWAL" } })
    await waitFor(() =>
      expect(bodiesOf(rt, "accountRecords")[1]).toEqual(
        firstPageQuery("2026-01-09", "2026-01-15", { type: "WITHDRAWAL" }),
      ),
    )
  })
})
