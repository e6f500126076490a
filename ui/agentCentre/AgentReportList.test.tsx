// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok, refused } from "../../core/workflows/testRuntime.ts"
import { catchDownload, firstPageQuery } from "../records/recordsTestKit.tsx"
import { bodiesOf, openAgent } from "./agentCentreTestKit.tsx"

afterEach(cleanup)

const bet = (n: number) => ({
  account: `member${n}`,
  vendor: "ARENA",
  gameName: `Fruit Party ${n}`,
  betAmount: 1234.5,
  validBet: 1200,
  winLoss: -34.5,
  betTime: "2026-01-15 10:00:00",
})

const answers = {
  teamOverview: ok({}),
  teamBetting: ok({ list: [bet(1), bet(2)], totalPages: 3, summary: { betAmount: 12345.5, winLoss: -69 } }),
  downlines: ok({
    list: [{ account: "agent02", type: 2, balance: 100, teamSize: 4, status: "ACTIVE" }],
    totalPages: 1,
  }),
}

const open = async (label: string) => {
  const p = await openAgent(undefined, { answers })
  const menu = within(p.dialog).getByRole("navigation", { name: "Agent centre menu" })
  fireEvent.click(within(menu).getByRole("button", { name: label }))
  return p
}

describe("agent report lists", () => {
  it("team betting loads the last 7 days with two-decimal amounts and the range's totals", async () => {
    const { rt, dialog } = await open("Team betting")
    expect(await within(dialog).findByRole("cell", { name: "member1" })).toBeTruthy()
    expect(within(dialog).getAllByRole("cell", { name: "1,234.50" })).toHaveLength(2)
    expect(within(dialog).getAllByRole("cell", { name: "-34.50" })[0]?.className).toContain("amount-down")
    const totals = within(dialog).getByRole("rowheader", { name: "Total" }).closest("tr") as HTMLElement
    expect(within(totals).getByText("12,345.50")).toBeTruthy()
    expect(bodiesOf(rt, "teamBetting")[0]).toEqual(firstPageQuery("2026-01-09", "2026-01-15"))
  })

  it("pages, changes the page size, the preset and searches a downline", async () => {
    const { rt, dialog } = await open("Team betting")
    await within(dialog).findByRole("cell", { name: "member1" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Page 2" }))
    await waitFor(() => expect(bodiesOf(rt, "teamBetting")[1]).toMatchObject({ page: 2, size: 10 }))
    fireEvent.change(within(dialog).getByRole("combobox", { name: "Rows per page" }), { target: { value: "50" } })
    await waitFor(() => expect(bodiesOf(rt, "teamBetting")[2]).toMatchObject({ page: 1, size: 50 }))
    expect(within(dialog).queryByRole("radio", { name: "Next 7 days" })).toBeNull()
    fireEvent.click(within(dialog).getByRole("radio", { name: "Today" }))
    await waitFor(() =>
      expect(bodiesOf(rt, "teamBetting")[3]).toMatchObject({ startDate: "2026-01-15", endDate: "2026-01-15" }),
    )
    fireEvent.change(within(dialog).getByRole("searchbox", { name: "Downline account" }), {
      target: { value: " member2 " },
    })
    fireEvent.click(within(dialog).getByRole("button", { name: "Search" }))
    await waitFor(() => expect(bodiesOf(rt, "teamBetting")[4]).toMatchObject({ account: "member2", page: 1 }))
  })

  it("team management lists downlines without a date range, their type translated", async () => {
    const { rt, dialog } = await open("Team management")
    expect(await within(dialog).findByRole("cell", { name: "agent02" })).toBeTruthy()
    expect(within(dialog).getByRole("cell", { name: "Agent" })).toBeTruthy()
    expect(within(dialog).getByRole("cell", { name: "Active" })).toBeTruthy()
    expect(within(dialog).queryByRole("radio")).toBeNull()
    expect(bodiesOf(rt, "downlines")[0]).toEqual({ page: 1, size: 10 })
  })

  it("says so when a report has no rows", async () => {
    const p = await openAgent(undefined, { answers: { ...answers, agentIncome: ok({ list: [], totalPages: 0 }) } })
    const menu = within(p.dialog).getByRole("navigation", { name: "Agent centre menu" })
    fireEvent.click(within(menu).getByRole("button", { name: "My income" }))
    expect(await screen.findByText("No records in this range")).toBeTruthy()
    expect(within(p.dialog).queryByRole("table")).toBeNull()
  })

  it("says there is no such downline when the account searched for is in none", async () => {
    const { dialog } = await openAgent(undefined, {
      answers: {
        ...answers,
        teamBetting: [
          answers.teamBetting,
          refused(400, "downline_not_found", "account: nobody9 is not one of your downlines"),
        ],
      },
    })
    const menu = within(dialog).getByRole("navigation", { name: "Agent centre menu" })
    fireEvent.click(within(menu).getByRole("button", { name: "Team betting" }))
    await within(dialog).findByRole("cell", { name: "member1" })
    fireEvent.change(within(dialog).getByRole("searchbox", { name: "Downline account" }), {
      target: { value: "nobody9" },
    })
    fireEvent.click(within(dialog).getByRole("button", { name: "Search" }))
    expect(await within(dialog).findByText("No downline has the account nobody9")).toBeTruthy()
    expect(within(dialog).queryByText("The report could not be loaded.")).toBeNull()
  })

  it("my income shows the totals by status above the list and why a held row is held", async () => {
    const income = ok({
      list: [
        { type: "DIVIDEND", period: "2026-01-01 ~ 2026-01-07", amount: 12.5, status: "PAID", reason: "" },
        {
          type: "DAILY_SALARY",
          period: "2026-01-14",
          amount: 3.25,
          status: "HELD",
          reason: "upline wallet short",
        },
        { type: "DAILY_SALARY", period: "2026-01-15", amount: 1, status: "PENDING", reason: "" },
      ],
      totalPages: 1,
      summary: { amount: 16.75 },
      byStatus: { pending: 1, paid: 1234.5, held: 3.25 },
    })
    const p = await openAgent(undefined, { answers: { ...answers, agentIncome: income } })
    const menu = within(p.dialog).getByRole("navigation", { name: "Agent centre menu" })
    fireEvent.click(within(menu).getByRole("button", { name: "My income" }))
    const totals = await within(p.dialog).findByRole("list", { name: "Income by status" })
    expect(within(totals).getByText("Pending").nextSibling?.textContent).toBe("1.00")
    expect(within(totals).getByText("Paid").nextSibling?.textContent).toBe("1,234.50")
    expect(within(totals).getByText("Held").nextSibling?.textContent).toBe("3.25")
    const held = within(p.dialog).getByRole("cell", { name: /Held/ })
    expect(held.getAttribute("title")).toBe("upline wallet short")
    expect(within(held).getByText("upline wallet short")).toBeTruthy()
    expect(within(p.dialog).getByRole("cell", { name: "Paid" }).getAttribute("title")).toBeNull()
  })

  it("exports every row of a report under its filter as CSV, not only the page shown", async () => {
    const download = catchDownload("blob:agent")
    const p = await openAgent(undefined, {
      answers: {
        ...answers,
        teamBetting: (r: { body: unknown }) => {
          const body = r.body as { page: number; size: number }
          if (body.size !== 100) return ok({ list: [bet(1), bet(2)], totalPages: 3 })
          return ok({ list: body.page === 1 ? [bet(1), bet(2)] : [bet(3)], totalPages: 2 })
        },
      } as never,
    })
    const menu = within(p.dialog).getByRole("navigation", { name: "Agent centre menu" })
    fireEvent.click(within(menu).getByRole("button", { name: "Team betting" }))
    await within(p.dialog).findByRole("cell", { name: "member1" })
    fireEvent.click(within(p.dialog).getByRole("button", { name: "Export CSV" }))
    expect(await within(p.dialog).findByText("Exported 3 rows.")).toBeTruthy()
    const lines = (await download.text()).split("\r\n").filter((l) => l !== "")
    expect(lines).toHaveLength(4)
    expect(lines[3]).toContain("member3")
    expect(lines[3]).toContain("1234.50")
  })
})
