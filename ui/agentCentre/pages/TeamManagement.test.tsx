// @vitest-environment happy-dom
import { cleanup, fireEvent, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok, refused } from "../../../core/workflows/testRuntime.ts"
import { bodiesOf, openAgent } from "../agentCentreTestKit.tsx"

afterEach(cleanup)

const balance = (main: number) =>
  ok({
    sumBalance: main,
    currency: "PHP",
    currencySymbol: "P",
    balance: [{ accountTypeId: 0, accountTypeName: "MAIN", displayName: "Main Wallet", availBalance: main }],
  })

const downlines = ok({
  list: [
    { account: "down01", type: 0, balance: 5, teamSize: 0, status: "ACTIVE" },
    { account: "agent02", type: 2, balance: 100, teamSize: 4, status: "ACTIVE" },
  ],
  totalPages: 1,
})

const open = (answers: Record<string, unknown> = {}) =>
  openAgent("downlineManagmentView", {
    answers: {
      merchantWallet: ok({ isSingle: false }),
      balance: [balance(1000), balance(700)],
      withdrawalInfo: ok({ hasPaymentPassword: true }),
      downlines,
      ...answers,
    } as never,
  })

/** Opens the transfer dialog of a row. */
const transferDialog = async (dialog: HTMLElement, account: string) => {
  fireEvent.click(await within(dialog).findByRole("button", { name: `Transfer to ${account}` }))
  const form = await within(document.body).findByRole("dialog", { name: `Transfer to ${account}` })
  await within(form).findByText("P 1,000.00")
  return within(form)
}

describe("team management: transfer to a downline", () => {
  it("offers a transfer on every row", async () => {
    const { dialog } = await open()
    expect(await within(dialog).findByRole("button", { name: "Transfer to down01" })).toBeTruthy()
    expect(within(dialog).getByRole("button", { name: "Transfer to agent02" })).toBeTruthy()
    expect(within(dialog).getByRole("columnheader", { name: "Actions" })).toBeTruthy()
  })

  it("checks the amount as it is typed, then transfers once with one key and refreshes the balance and list", async () => {
    const { dialog, rt } = await open({ downlineTransfer: ok({ successAmount: 300 }) })
    const q = await transferDialog(dialog, "down01")
    const amount = q.getByLabelText("Amount")
    fireEvent.change(amount, { target: { value: "1000.01" } })
    expect(q.getByText("The amount exceeds your balance of 1,000.00")).toBeTruthy()
    fireEvent.change(amount, { target: { value: "0" } })
    expect(q.queryByText("The amount exceeds your balance of 1,000.00")).toBeNull()
    expect((amount as HTMLInputElement).getAttribute("aria-invalid")).toBe("true")
    fireEvent.change(amount, { target: { value: "12.3.4" } })
    expect((amount as HTMLInputElement).getAttribute("aria-invalid")).toBe("true")
    fireEvent.change(amount, { target: { value: "300" } })
    expect((amount as HTMLInputElement).getAttribute("aria-invalid")).not.toBe("true")
    const submit = q.getByRole("button", { name: "Transfer" })
    fireEvent.click(submit)
    expect(await q.findByText("Input cannot be empty")).toBeTruthy()
    expect(bodiesOf(rt, "downlineTransfer")).toEqual([])
    fireEvent.change(q.getByLabelText("Payment password"), { target: { value: "123456" } })
    fireEvent.click(submit)
    fireEvent.click(submit)
    expect(await q.findByText("P 300.00 was transferred to down01.")).toBeTruthy()
    expect(bodiesOf(rt, "downlineTransfer")).toEqual([{ downline: "down01", amount: 300, paymentPassword: "123456" }])
    expect(rt.requests.filter((r) => r.endpoint.name === "downlineTransfer").map((r) => r.idempotencyKey)).toEqual([
      "key-1",
    ])
    await waitFor(() => expect(bodiesOf(rt, "downlines").length).toBeGreaterThanOrEqual(2))
    expect(await within(dialog).findByText("P 700.00")).toBeTruthy()
  })

  it("says why the platform refused, keeps the form, and closes on Escape", async () => {
    const { dialog } = await open({ downlineTransfer: refused(400, "payment_password_incorrect", "wrong") })
    const q = await transferDialog(dialog, "agent02")
    fireEvent.change(q.getByLabelText("Amount"), { target: { value: "1" } })
    fireEvent.change(q.getByLabelText("Payment password"), { target: { value: "000000" } })
    fireEvent.click(q.getByRole("button", { name: "Transfer" }))
    expect(await q.findByRole("alert")).toHaveProperty("textContent", "The payment password is incorrect.")
    expect((q.getByLabelText("Amount") as HTMLInputElement).value).toBe("1")
    fireEvent.keyDown(q.getByLabelText("Amount"), { key: "Escape" })
    await waitFor(() => expect(within(document.body).queryByRole("dialog", { name: "Transfer to agent02" })).toBeNull())
    expect(within(document.body).getByRole("dialog", { name: "Agent" })).toBeTruthy()
  })

  it("after a dropped link says a retry is safe, and the retry carries the same key", async () => {
    const { dialog, rt } = await open({ downlineTransfer: ["network", ok({ successAmount: 5 })] })
    const q = await transferDialog(dialog, "down01")
    fireEvent.change(q.getByLabelText("Amount"), { target: { value: "5" } })
    fireEvent.change(q.getByLabelText("Payment password"), { target: { value: "123456" } })
    fireEvent.click(q.getByRole("button", { name: "Transfer" }))
    expect((await q.findByRole("alert")).textContent).toContain("Trying again is safe")
    fireEvent.click(q.getByRole("button", { name: "Transfer" }))
    expect(await q.findByText("P 5.00 was transferred to down01.")).toBeTruthy()
    expect(rt.requests.filter((r) => r.endpoint.name === "downlineTransfer").map((r) => r.idempotencyKey)).toEqual([
      "key-1",
      "key-1",
    ])
  })

  it("asks for a payment password to be set first", async () => {
    const { dialog } = await open({ withdrawalInfo: ok({ hasPaymentPassword: false }) })
    fireEvent.click(await within(dialog).findByRole("button", { name: "Transfer to down01" }))
    const form = await within(document.body).findByRole("dialog", { name: "Transfer to down01" })
    expect(await within(form).findByText(/Set one in the member centre/)).toBeTruthy()
    expect(within(form).queryByLabelText("Payment password")).toBeNull()
  })
})
