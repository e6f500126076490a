// @vitest-environment happy-dom
import { cleanup, fireEvent, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok, refused } from "../../core/workflows/testRuntime.ts"
import { bodiesOf, openAgent } from "./agentCentreTestKit.tsx"

afterEach(cleanup)

const consolidated = ok({
  divtypeinfo: { SPORTS: { agent: [{ status: "V" }] } },
  divtypereq: { SPORTS: [{ status: "P", contractRate: 12 }], LIVE: [{ status: "V", contractRate: 8 }] },
})

const answers = {
  teamOverview: ok({}),
  consolidated,
  agentIncome: ok({ list: [{ type: "DIVIDEND", amount: 1500, status: "SETTLED", period: "2026-01" }], totalPages: 1 }),
  processDividend: ok(null),
  offerContract: [refused(400, "downline_not_found"), ok(null)],
  downlines: ok({
    list: [
      { account: "agent02", type: 1, level: 1 },
      { account: "down01", type: 0, level: 1 },
      { account: "agent42", type: 1, level: 2 },
    ],
    total: 3,
    totalPages: 1,
  }),
}

const openDividend = async () => {
  const p = await openAgent("agentDividendRecordCopy", { answers })
  return p
}

describe("agent contract pages", () => {
  it("lists the upline's dividend offers with the decisions each allows, and sends one", async () => {
    const { dialog, rt } = await openDividend()
    expect(within(dialog).getByRole("heading", { level: 3, name: "Dividend" })).toBeTruthy()
    const accept = await within(dialog).findByRole("button", { name: "Accept: Dividend · Sports" })
    expect(within(dialog).getByRole("button", { name: "Reject: Dividend · Sports" })).toBeTruthy()
    expect(within(dialog).getByRole("button", { name: "Terminate: Dividend · Live casino" })).toBeTruthy()
    fireEvent.click(accept)
    expect(await within(dialog).findByText("Your decision has been sent.")).toBeTruthy()
    expect(bodiesOf(rt, "processDividend")).toEqual([{ type: "SPORTS", status: "A" }])
  })

  it("shows the dividend income with two decimals, queried by its type", async () => {
    const { dialog, rt } = await openDividend()
    expect(await within(dialog).findByRole("cell", { name: "1,500.00" })).toBeTruthy()
    expect(bodiesOf(rt, "agentIncome")[0]).toMatchObject({ type: "DIVIDEND", page: 1 })
  })

  it("offers a contract to a downline, saying why the platform refused one", async () => {
    const { dialog, rt } = await openDividend()
    const form = within(dialog).getByRole("region", { name: "Offer a contract to a downline" })
    fireEvent.click(within(form).getByRole("button", { name: "Send offer" }))
    // A missing rate is said by its field, and nothing is sent.
    expect(await within(form).findByText("Enter a rate above zero.")).toBeTruthy()
    // Who may receive an offer is said before the first submit, not only in a refusal.
    expect(within(form).getByText("Contracts are offered to your direct downline agents only.")).toBeTruthy()
    expect(bodiesOf(rt, "offerContract")).toEqual([])
    const picker = within(form).getByRole("combobox", { name: "Downline agent" })
    // Only direct downlines that are agents can hold a contract: a player and an agent two levels down are not offered.
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Choose an agent", "agent02"]),
    )
    fireEvent.change(picker, { target: { value: "agent02" } })
    fireEvent.change(within(form).getByRole("textbox", { name: "Rate" }), { target: { value: "5" } })
    fireEvent.change(within(form).getByRole("combobox", { name: "Product" }), { target: { value: "SPORTS" } })
    fireEvent.click(within(form).getByRole("button", { name: "Send offer" }))
    expect(await within(form).findByText("This account is not one of your direct downlines.")).toBeTruthy()
    // The terms the spec's contract data names (section 3): the members and the period's valid bet it needs.
    fireEvent.change(within(form).getByRole("textbox", { name: "Active members" }), { target: { value: "4" } })
    fireEvent.change(within(form).getByRole("textbox", { name: "Period valid bet" }), { target: { value: "1500.50" } })
    fireEvent.click(within(form).getByRole("button", { name: "Send offer" }))
    expect(await within(form).findByText("The offer was sent to your downline.")).toBeTruthy()
    await waitFor(() => expect(bodiesOf(rt, "offerContract")).toHaveLength(2))
    expect(bodiesOf(rt, "offerContract")[0]).toEqual({
      downline: "agent02",
      contractType: "DIVIDEND",
      productType: "SPORTS",
      rate: 5,
      rateType: "P",
    })
    expect(bodiesOf(rt, "offerContract")[1]).toMatchObject({ rate: 5, activeMember: 4, minimumBet: 1500.5 })
  })
})

describe("an offer of several tiers", () => {
  // Spec section 3 "Contract: rate, active members, period valid bet, period P&L, bet amount daily or hourly".
  it("sends every tier with its period P&L threshold, and says by the field what is wrong", async () => {
    const { dialog, rt } = await openAgent("agentDividendRecordCopy", {
      answers: { ...answers, offerContract: ok(null) },
    })
    const form = within(dialog).getByRole("region", { name: "Offer a contract to a downline" })
    const picker = within(form).getByRole("combobox", { name: "Downline agent" })
    await waitFor(() => expect(within(picker).getAllByRole("option")).toHaveLength(2))
    fireEvent.change(picker, { target: { value: "agent02" } })
    const first = within(form).getByRole("group", { name: "Tier 1" })
    fireEvent.change(within(first).getByRole("textbox", { name: "Rate" }), { target: { value: "10" } })
    fireEvent.change(within(first).getByRole("textbox", { name: "Period valid bet" }), { target: { value: "1000" } })
    const pnl = within(first).getByRole("textbox", { name: "Period profit and loss" })
    fireEvent.change(pnl, { target: { value: "-5" } })
    fireEvent.click(within(form).getByRole("button", { name: "Send offer" }))
    const message = "Enter an amount of 0 or more, with two decimals at most."
    expect(await within(first).findByText(message)).toBeTruthy()
    expect(pnl.getAttribute("aria-invalid")).toBe("true")
    expect(document.getElementById(pnl.getAttribute("aria-describedby") ?? "")?.textContent).toBe(message)
    expect(bodiesOf(rt, "offerContract")).toEqual([])
    fireEvent.change(pnl, { target: { value: "500" } })
    fireEvent.click(within(form).getByRole("button", { name: "Add a tier" }))
    const second = within(form).getByRole("group", { name: "Tier 2" })
    const secondRate = within(second).getByRole("textbox", { name: "Rate" })
    fireEvent.change(secondRate, { target: { value: "8" } })
    fireEvent.change(within(second).getByRole("textbox", { name: "Active members" }), { target: { value: "5" } })
    fireEvent.change(within(second).getByRole("textbox", { name: "Period valid bet" }), { target: { value: "5000" } })
    fireEvent.change(within(second).getByRole("textbox", { name: "Period profit and loss" }), {
      target: { value: "2500" },
    })
    fireEvent.click(within(form).getByRole("button", { name: "Send offer" }))
    expect(await within(second).findByText("A higher tier pays a higher rate than the tier before it.")).toBeTruthy()
    expect(secondRate.getAttribute("aria-invalid")).toBe("true")
    expect(within(first).queryByText(message)).toBeNull()
    fireEvent.change(secondRate, { target: { value: "15" } })
    fireEvent.click(within(form).getByRole("button", { name: "Send offer" }))
    expect(await within(form).findByText("The offer was sent to your downline.")).toBeTruthy()
    expect(bodiesOf(rt, "offerContract")).toEqual([
      {
        downline: "agent02",
        contractType: "DIVIDEND",
        productType: "ALL",
        rate: 10,
        rateType: "P",
        minimumBet: 1000,
        netLoss: 500,
        higherTiers: [{ rate: 15, activeMember: 5, minimumBet: 5000, netLoss: 2500 }],
      },
    ])
  })
})

describe("the real-time salary page", () => {
  const realTime = ok({
    realtimesalinfotype: { ALL: { agent: [{ status: "V" }] } },
    realtimesalreqtype: { ALL: [{ id: "7", contractId: "7", status: "V", contractRate: 0.5, rate: 0.5 }] },
  })

  it("is in the menu with its flag and offers a real-time salary to a downline", async () => {
    const { dialog, rt } = await openAgent("agentRealTimeSalary", {
      answers: {
        teamOverview: ok({}),
        consolidated: realTime,
        agentIncome: ok({ list: [] }),
        offerContract: ok(null),
        downlines: ok({ list: [{ account: "agent41", type: 1, level: 1 }], total: 1, totalPages: 1 }),
      },
    })
    expect(within(dialog).getByRole("heading", { level: 3, name: "Real-time salary" })).toBeTruthy()
    expect(await within(dialog).findByRole("button", { name: "Terminate: Real-time salary · All games" })).toBeTruthy()
    const form = within(dialog).getByRole("region", { name: "Offer a contract to a downline" })
    const picker = within(form).getByRole("combobox", { name: "Downline agent" })
    await waitFor(() => expect(within(picker).getAllByRole("option")).toHaveLength(2))
    fireEvent.change(picker, { target: { value: "agent41" } })
    fireEvent.change(within(form).getByRole("textbox", { name: "Rate" }), { target: { value: "0.3" } })
    fireEvent.click(within(form).getByRole("button", { name: "Send offer" }))
    expect(await within(form).findByText("The offer was sent to your downline.")).toBeTruthy()
    expect(bodiesOf(rt, "offerContract")).toEqual([
      { downline: "agent41", contractType: "REALTIME_SALARY", productType: "ALL", rate: 0.3, rateType: "P" },
    ])
    // A real-time salary has no members' threshold of its own; its bet amount is that of the 5 minutes.
    expect(within(form).queryByRole("textbox", { name: "Active members" })).toBeNull()
    expect(within(form).getByRole("textbox", { name: "Bet amount per 5 minutes" })).toBeTruthy()
    await waitFor(() => expect(bodiesOf(rt, "agentIncome")[0]).toMatchObject({ type: "REALTIME_SALARY" }))
  })
})

describe("a contract card and the offers sent", () => {
  const periodic = ok({
    divtypecompperiodinfo: {
      SPORTS: {
        productType: "SPORTS",
        agent: [
          { contractId: "3", account: "alice", upline: null, status: "V", rate: 8, rateType: "P" },
          { contractId: "9", account: "agent02", upline: "alice", status: "A", rate: 5, rateType: "P" },
          { contractId: "11", account: "agent41", upline: "alice", status: "V", rate: 200, rateType: "F" },
        ],
      },
    },
    divtypecompperiodreq: {
      SPORTS: {
        H: [
          { contractId: "4", status: "E", contractRate: 12, rate: 12, rateType: "P" },
          { contractId: "3", status: "V", contractRate: 8, rate: 8, rateType: "P" },
        ],
      },
    },
  })

  it("names the period, and shows the rate in force beside a re-offered rate", async () => {
    const { dialog } = await openAgent("agentDividendRecordCopy", {
      answers: { ...answers, consolidated: periodic },
    })
    const card = (await within(dialog).findByText("Dividend · Sports")).closest("li") as HTMLElement
    expect(within(card).getByText("Period Semimonthly")).toBeTruthy()
    expect(card.textContent).not.toMatch(/Period H\b/)
    expect(card.textContent).toMatch(/Offered12%/)
    expect(card.textContent).toMatch(/In force8%/)
  })

  it("lists the offers the agent sent, with the downline, rate and whether it was accepted", async () => {
    const { dialog } = await openAgent("agentDividendRecordCopy", {
      answers: { ...answers, consolidated: periodic },
    })
    const sent = await within(dialog).findByRole("region", { name: "Offers sent" })
    const rows = within(sent)
      .getAllByRole("listitem")
      .map((li) => li.textContent)
    expect(rows).toEqual([
      expect.stringMatching(/agent02.*Sports.*5%.*Awaiting the downline's answer/),
      expect.stringMatching(/agent41.*Sports.*200\.00.*In force/),
    ])
  })
})

describe("the terms of an offer", () => {
  // Spec section 3 "Contract: rate, active members, period valid bet, period P&L, bet amount daily or hourly".
  const tiered = ok({
    divtypeinfo: { RNG: { agent: [{ status: "V" }] } },
    dailysalinfotype: { RNG: { agent: [{ status: "V" }] } },
    divtypereq: {
      RNG: [
        { status: "P", contractRate: 10, rateType: "P", activeMember: 3, minimumBet: 1000, netLoss: 500 },
        { status: "P", contractRate: 15, rateType: "P", activeMember: 8, minimumBet: 5000, netLoss: 2500 },
      ],
    },
    dailysalreqtype: {
      RNG: [
        {
          id: "21",
          status: "P",
          details: [
            { betVolume: 2000, activeMember: 2, rate: 0.5, rateType: "P" },
            { betVolume: 9000, activeMember: 6, rate: 0.8, rateType: "P" },
          ],
        },
      ],
    },
  })
  const tierRows = (table: HTMLElement) =>
    within(table)
      .getAllByRole("row")
      .map((r) =>
        within(r)
          .queryAllByRole("cell")
          .map((c) => c.textContent),
      )
      .filter((cells) => cells.length > 0)
  /** The "Terms by tier" table of the offer titled `title`: its column headings and its rows' cells. */
  const tiersOf = async (dialog: HTMLElement, title: string) => {
    const card = (await within(dialog).findByText(title)).closest("li") as HTMLElement
    const table = within(card).getByRole("table", { name: "Terms by tier" })
    return {
      heads: within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
      rows: tierRows(table),
    }
  }

  const withPnl = ok({
    contracthoursalinfo: { RNG: { agent: [{ status: "V" }] } },
    contracthoursalreq: {
      RNG: [
        {
          id: "31",
          status: "P",
          hourSalaryRates: [
            { betVolume: 1000, activeMember: 1, rate: 0.2, rateType: "P" },
            { betVolume: 8000, activeMember: 3, netLoss: 500, rate: 0.4, rateType: "P" },
          ],
        },
      ],
    },
  })

  it.each([
    {
      what: "shows the deciding agent every dividend tier, not the first row's rate only",
      page: "agentDividendRecordCopy",
      consolidated: tiered,
      title: "Dividend · Slots",
      heads: ["Active members", "Period valid bet", "Period profit and loss", "Rate"],
      rows: [
        ["3", "1,000.00", "500.00", "10%"],
        ["8", "5,000.00", "2,500.00", "15%"],
      ],
    },
    {
      what: "shows a salary tier's period P&L threshold when the offer sets one",
      page: "agentHourSalary",
      consolidated: withPnl,
      title: "Hourly salary · Slots",
      heads: ["Active members", "Bet amount hourly", "Period profit and loss", "Rate"],
      rows: [
        ["1", "1,000.00", "-", "0.2%"],
        ["3", "8,000.00", "500.00", "0.4%"],
      ],
    },
    {
      what: "shows a daily salary's tiers by the day's bet amount",
      page: "agentDailyWages2",
      consolidated: tiered,
      title: "Daily salary · Slots",
      heads: ["Active members", "Bet amount daily", "Rate"],
      rows: [
        ["2", "2,000.00", "0.5%"],
        ["6", "9,000.00", "0.8%"],
      ],
    },
  ] as const)("$what", async ({ page, consolidated, title, heads, rows }) => {
    const { dialog } = await openAgent(page, { answers: { ...answers, consolidated } })
    expect(await tiersOf(dialog, title)).toEqual({ heads, rows })
  })
})
