// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ok, refused } from "../../../core/workflows/testRuntime.ts"
import { bodiesOf, catchDownload, firstPageQuery, renderPage } from "../../records/recordsTestKit.tsx"
import BettingRecord from "./BettingRecord.tsx"

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const bet = (n: number, extra: Record<string, unknown> = {}) => ({
  betId: `B${n}`,
  vendor: "ARENA",
  gameName: `Fruit Party ${n}`,
  gameType: "RNG",
  betAmount: 1234.5,
  validBet: 1234.5,
  winLoss: -34.5,
  status: "LOSE",
  betTime: "2026-01-15 10:00:00",
  ...extra,
})

const page = (rows: ReadonlyArray<unknown>, totalPages = 1) =>
  ok({ list: rows, totalPages, summary: { betAmount: 12345.5, validBet: 12345.5, winLoss: -1000 } })

const answers = {
  bettingRecords: page([bet(1), bet(2)], 3),
  gameVendors: ok({ data: { lanes: [] } }),
}

describe("betting record", () => {
  it("loads the last 7 days on opening, with amounts of two decimals and separators and the totals", async () => {
    const { rt } = await renderPage(BettingRecord, answers)
    expect(await screen.findByRole("cell", { name: "Fruit Party 1" })).toBeTruthy()
    expect(bodiesOf(rt, "bettingRecords")[0]).toEqual(firstPageQuery("2026-01-09", "2026-01-15"))
    expect(screen.getAllByRole("cell", { name: "1,234.50" }).length).toBe(4)
    expect(screen.getAllByRole("cell", { name: "-34.50" }).length).toBe(2)
    const totals = screen.getByRole("rowheader", { name: "Total" }).closest("tr") as HTMLElement
    expect(within(totals).getAllByText("12,345.50")).toHaveLength(2)
    expect(within(totals).getByText("-1,000.00")).toBeTruthy()
    expect(screen.getAllByRole("cell", { name: "Lose" }).length).toBe(2)
    expect(screen.getAllByRole("cell", { name: "Slots" })).toHaveLength(2)
  })

  it("sends each preset's range and the game type, vendor and result filters", async () => {
    const { rt } = await renderPage(BettingRecord, answers)
    await screen.findByRole("cell", { name: "Fruit Party 1" })
    fireEvent.click(screen.getByRole("radio", { name: "Last 30 days" }))
    fireEvent.click(screen.getByRole("radio", { name: "Last 7 days" }))
    fireEvent.change(screen.getByRole("combobox", { name: "Game type" }), { target: { value: "LIVE" } })
    fireEvent.change(screen.getByRole("combobox", { name: "Result" }), { target: { value: "WIN" } })
    await waitFor(() => expect(bodiesOf(rt, "bettingRecords")).toHaveLength(5))
    const [, previous30, previous7, type, result] = bodiesOf(rt, "bettingRecords")
    expect(previous30).toEqual({ startDate: "2025-12-17", endDate: "2026-01-15", page: 1, size: 10 })
    expect(previous7).toEqual({ startDate: "2026-01-09", endDate: "2026-01-15", page: 1, size: 10 })
    expect(type).toMatchObject({ gameType: "LIVE" })
    expect(result).toMatchObject({ gameType: "LIVE", status: "WIN" })
  })

  it("offers no future preset on a history, which can hold nothing after today", async () => {
    await renderPage(BettingRecord, answers)
    await screen.findByRole("cell", { name: "Fruit Party 1" })
    expect(screen.getAllByRole("radio").map((r) => r.closest("label")?.textContent)).toEqual([
      "Today",
      "Last 7 days",
      "Last 30 days",
      "Custom",
    ])
  })

  it("sends a custom range only when it is well formed", async () => {
    const { rt } = await renderPage(BettingRecord, answers)
    await screen.findByRole("cell", { name: "Fruit Party 1" })
    fireEvent.click(screen.getByRole("radio", { name: "Custom" }))
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-01-12" } })
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-01-10" } })
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Choose a start date on or before the end date.",
    )
    expect(bodiesOf(rt, "bettingRecords")).toHaveLength(1)
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-01-14" } })
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    await waitFor(() => expect(bodiesOf(rt, "bettingRecords")[1]).toEqual(firstPageQuery("2026-01-12", "2026-01-14")))
  })

  it("pages through the list and changes the page size", async () => {
    const { rt } = await renderPage(BettingRecord, answers)
    await screen.findByRole("cell", { name: "Fruit Party 1" })
    fireEvent.click(screen.getByRole("button", { name: "Page 2" }))
    await waitFor(() => expect(bodiesOf(rt, "bettingRecords")[1]).toMatchObject({ page: 2, size: 10 }))
    fireEvent.change(screen.getByRole("combobox", { name: "Rows per page" }), { target: { value: "100" } })
    await waitFor(() => expect(bodiesOf(rt, "bettingRecords")[2]).toMatchObject({ page: 1, size: 100 }))
  })

  it("says so when the range has no records", async () => {
    await renderPage(BettingRecord, { ...answers, bettingRecords: ok({ list: [], totalPages: 0 }) })
    expect(await screen.findByText("No records in this range")).toBeTruthy()
    expect(screen.queryByRole("table")).toBeNull()
  })

  it("shows a failure with a retry that asks again", async () => {
    const { rt } = await renderPage(BettingRecord, {
      ...answers,
      bettingRecords: [refused(500, "system.busy"), page([bet(7)])],
    })
    const alert = await screen.findByRole("alert")
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }))
    expect(await screen.findByRole("cell", { name: "Fruit Party 7" })).toBeTruthy()
    expect(bodiesOf(rt, "bettingRecords")).toHaveLength(2)
  })

  it("exports every row of the filtered range as CSV, not only the page shown", async () => {
    const download = catchDownload("blob:records")
    const { rt } = await renderPage(BettingRecord, {
      ...answers,
      bettingRecords: (r) => {
        const body = r.body as { page: number; size: number }
        if (body.size === 10) return page([bet(1), bet(2)], 3)
        return page(body.page === 1 ? [bet(1, { gameName: "Gold, Silver" }), bet(2)] : [bet(3)], 2)
      },
    })
    await screen.findByRole("cell", { name: "Fruit Party 1" })
    fireEvent.change(screen.getByRole("combobox", { name: "Result" }), { target: { value: "LOSE" } })
    await waitFor(() => expect(bodiesOf(rt, "bettingRecords")).toHaveLength(2))
    await waitFor(() => expect(screen.getByRole("button", { name: "Export CSV" })).toHaveProperty("disabled", false))
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }))
    expect(await screen.findByText("Exported 3 rows.")).toBeTruthy()
    expect(bodiesOf(rt, "bettingRecords").slice(2)).toEqual([
      { startDate: "2026-01-09", endDate: "2026-01-15", page: 1, size: 100, status: "LOSE" },
      { startDate: "2026-01-09", endDate: "2026-01-15", page: 2, size: 100, status: "LOSE" },
    ])
    expect(download.click).toHaveBeenCalledOnce()
    const lines = (await download.text()).split("\r\n")
    expect(lines[0]).toBe("Bet time,Game,Bet number,Vendor,Game type,Bet amount,Valid bet,Win/loss,Result")
    expect(lines[1]).toBe('2026-01-15 10:00:00,"Gold, Silver",B1,ARENA,Slots,1234.50,1234.50,-34.50,Lose')
    expect(lines).toHaveLength(5)
  })
})
