// @vitest-environment happy-dom
import { cleanup, fireEvent, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { balanceOf, keysOf, openCentre, settle } from "../memberCentreTestKit.tsx"

afterEach(cleanup)

const channels = ok([
  {
    id: "bank",
    name: "Bank transfer",
    type: "BANK",
    minAmount: 100,
    maxAmount: 50000,
    bankName: "Arena Bank",
    accountNumber: "123",
  },
  { id: "qr", name: "QR wallet", type: "QR", minAmount: 50, maxAmount: 1000 },
])
const pending = { id: "D9", amount: 500, status: "PENDING", channelName: "Bank transfer" }

describe("deposit", () => {
  it("offers the platform's channels with their limits and refuses an amount outside them", async () => {
    const { dialog, rt } = await openCentre("depositv2", {
      answers: { depositChannels: channels, depositHistory: ok({ list: [] }), depositRequest: ok(pending) },
    })
    const q = within(dialog)
    expect(await q.findByRole("radio", { name: /Bank transfer/ })).toBeTruthy()
    expect(q.getByText("Arena Bank")).toBeTruthy()
    expect(q.getByText("No deposits in the last 7 days.")).toBeTruthy()
    const amount = q.getByLabelText("Amount")
    fireEvent.change(amount, { target: { value: "50" } })
    expect(q.getByText("The minimum amount is 100.00")).toBeTruthy()
    fireEvent.click(q.getByRole("radio", { name: /QR wallet/ }))
    fireEvent.change(amount, { target: { value: "1500" } })
    expect(q.getByText("The maximum amount is 1,000.00")).toBeTruthy()
    fireEvent.click(q.getByRole("button", { name: "Request deposit" }))
    await settle()
    expect(rt.called()).not.toContain("depositRequest")
  })

  it("requests once on a double click, shows the pending order, and refreshes the balance once it is approved", async () => {
    const { dialog, rt } = await openCentre("depositv2", {
      answers: {
        depositChannels: channels,
        depositHistory: [ok({ list: [] }), ok({ list: [pending] }), ok({ list: [{ ...pending, status: "APPROVED" }] })],
        depositRequest: ok(pending),
        balance: [balanceOf(1000), balanceOf(1500)],
      },
    })
    const q = within(dialog)
    fireEvent.click(await q.findByRole("button", { name: "500.00" }))
    const submit = q.getByRole("button", { name: "Request deposit" })
    fireEvent.click(submit)
    fireEvent.click(submit)
    expect(await q.findByText("Deposit #D9 of P 500.00 is waiting for approval.")).toBeTruthy()
    expect(keysOf(rt, "depositRequest")).toEqual(["key-1"])
    expect(rt.requests.find((r) => r.endpoint.name === "depositRequest")?.body).toEqual({
      channelId: "bank",
      amount: 500,
    })
    expect(
      await q.findByText("Deposit #D9 of P 500.00 is approved and in your balance.", undefined, { timeout: 50_000 }),
    ).toBeTruthy()
    expect(rt.store.state().wallet.sum).toBe(150_000)
    expect(q.getAllByText("P 1,500.00").length).toBeGreaterThan(0)
  })

  it("retries a request after a dropped link with the same key", async () => {
    const { dialog, rt } = await openCentre("depositv2", {
      answers: {
        depositChannels: channels,
        depositHistory: ok({ list: [] }),
        depositRequest: ["network", ok(pending)],
      },
    })
    const q = within(dialog)
    fireEvent.change(await q.findByLabelText("Amount"), { target: { value: "500" } })
    fireEvent.click(q.getByRole("button", { name: "Request deposit" }))
    expect(await q.findByText(/Network link abnormal/)).toBeTruthy()
    fireEvent.click(q.getByRole("button", { name: "Request deposit" }))
    expect(await q.findByText("Deposit #D9 of P 500.00 is waiting for approval.")).toBeTruthy()
    expect(keysOf(rt, "depositRequest")).toEqual(["key-1", "key-1"])
  })
})
