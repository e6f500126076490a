// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { bodiesOf, renderPage } from "../../records/recordsTestKit.tsx"
import ContractRequests from "./ContractRequests.tsx"

afterEach(cleanup)

const offered = (extra: Record<string, unknown> = {}) =>
  ok({
    dailysalreqtype: {
      RNG: [{ id: 41, status: "P", contractRate: 1.5, activeMember: 3, betVolume: 5000, ...extra }],
    },
  })

describe("contract requests", () => {
  it("shows a request's terms and accepts it", async () => {
    const { rt } = await renderPage(
      ContractRequests,
      { consolidated: [offered(), ok({})], processDailySalary: ok(null) },
      { type: 1, whitelabel: { AGENTPOLICY3: true } },
    )
    expect(await screen.findByRole("heading", { name: "Daily salary · Slots" })).toBeTruthy()
    expect(screen.getByText("Offered")).toBeTruthy()
    // The rate and bet amount offered, and again in the tier's row of the terms table.
    expect(screen.getAllByText("1.5%")).toHaveLength(2)
    expect(screen.getAllByText("5,000.00")).toHaveLength(2)
    expect(screen.queryByRole("button", { name: /Terminate/ })).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Accept: Daily salary · Slots" }))
    expect(await screen.findByText("Your decision has been sent.")).toBeTruthy()
    expect(bodiesOf(rt, "processDailySalary")).toEqual([{ id: "41", status: "A" }])
    await waitFor(() => expect(screen.getByText("No contract requests")).toBeTruthy())
  })

  it("asks the member to agree before a lower rate ends a downline's contract", async () => {
    const { rt } = await renderPage(
      ContractRequests,
      { consolidated: offered({ downlineHigherRate: "Y" }), processDailySalary: ok(null) },
      { type: 1, whitelabel: { AGENTPOLICY3: true } },
    )
    fireEvent.click(await screen.findByRole("button", { name: "Accept: Daily salary · Slots" }))
    expect(await screen.findByRole("alertdialog")).toBeTruthy()
    expect(bodiesOf(rt, "processDailySalary")).toEqual([])
    fireEvent.click(screen.getByRole("button", { name: "Agree and accept" }))
    await waitFor(() => expect(bodiesOf(rt, "processDailySalary")).toEqual([{ id: "41", status: "A" }]))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull())
  })

  it("is empty when the brand sends no contract data", async () => {
    const { rt } = await renderPage(ContractRequests, {})
    expect(await screen.findByText("No contract requests")).toBeTruthy()
    expect(rt.requests).toEqual([])
  })
})
