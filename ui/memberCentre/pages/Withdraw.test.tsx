// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok, refused } from "../../../core/workflows/testRuntime.ts"
import { keysOf, openCentre, settle, start } from "../memberCentreTestKit.tsx"

afterEach(cleanup)

const info = (extra: Record<string, unknown> = {}) =>
  ok({
    bankAccounts: [
      { id: "b1", bankName: "Arena Demo Bank", accountName: "Player One", accountNumber: "**** **** 1234" },
    ],
    minAmount: 100,
    maxAmount: 50000,
    withdrawable: 800,
    dailyCountLeft: 5,
    hasPaymentPassword: true,
    autoConfirmMinutes: 30,
    ...extra,
  })
const pending = {
  id: "41",
  amount: 200,
  status: "PENDING",
  bankName: "Arena Demo Bank",
  accountNumber: "**** **** 1234",
}
const paid = { ...pending, id: "40", status: "APPROVED", confirmation: "AWAITING", paidAt: start - 60_000 }

const open = (answers: Record<string, unknown>) =>
  openCentre("withdraw", {
    answers: {
      withdrawalInfo: info(),
      withdrawalHistory: ok({ list: [] }),
      paymentConfirmations: ok({ list: [] }),
      ...answers,
    } as never,
  })

/** The answers of a withdrawal requested (none pending before, the one after) and then cancelled. */
const requestedThenCancelled = {
  withdrawalHistory: [ok({ list: [] }), ok({ list: [pending] })],
  cancelWithdrawal: ok({ ...pending, status: "CANCELLED" }),
}

/** Fills the form with 200.00 and the payment password `password`. */
const fillWithdrawal = async (q: ReturnType<typeof within>, password: string) => {
  fireEvent.change(await q.findByLabelText("Amount"), { target: { value: "200" } })
  fireEvent.change(q.getByLabelText("Payment password"), { target: { value: password } })
}

describe("withdraw", () => {
  it("checks the amount against the limits and the withdrawable balance, and asks the payment password", async () => {
    const { dialog, rt } = await open({ withdraw: ok(pending) })
    const q = within(dialog)
    const amount = await q.findByLabelText("Amount")
    expect(q.getByText(/Min 100.00 · Max 50,000.00 · Withdrawable P 800.00 · 5 withdrawals left today/)).toBeTruthy()
    fireEvent.change(amount, { target: { value: "99" } })
    expect(q.getByText("The minimum amount is 100.00")).toBeTruthy()
    fireEvent.change(amount, { target: { value: "900" } })
    expect(q.getByText("The amount exceeds your balance of 800.00")).toBeTruthy()
    fireEvent.change(amount, { target: { value: "200" } })
    fireEvent.click(q.getByRole("button", { name: "Request withdrawal" }))
    expect(await q.findByText("Input cannot be empty")).toBeTruthy()
    await settle()
    expect(rt.called()).not.toContain("withdraw")
  })

  it("withdraws once on a double click, and the pending withdrawal can be cancelled with the money back", async () => {
    const { dialog, rt } = await open({
      withdraw: ok(pending),
      ...requestedThenCancelled,
    })
    const q = within(dialog)
    await fillWithdrawal(q, "123456")
    const submit = q.getByRole("button", { name: "Request withdrawal" })
    fireEvent.click(submit)
    fireEvent.click(submit)
    expect(await q.findByText(/Withdrawal #41 of P 200.00 is pending/)).toBeTruthy()
    expect(keysOf(rt, "withdraw")).toEqual(["key-1"])
    expect(rt.requests.find((r) => r.endpoint.name === "withdraw")?.body).toEqual({
      bankAccountId: "b1",
      amount: 200,
      paymentPassword: "123456",
    })
    fireEvent.click(await q.findByRole("button", { name: "Cancel withdrawal #41" }))
    const confirm = await screen.findByRole("alertdialog", { name: "Cancel withdrawal" })
    expect(within(confirm).getByText(/goes back to your main wallet/)).toBeTruthy()
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel withdrawal" }))
    expect(await q.findByText(/cancelled and the amount is back/)).toBeTruthy()
    expect(rt.requests.find((r) => r.endpoint.name === "cancelWithdrawal")?.body).toEqual({ withdrawalId: "41" })
    expect(keysOf(rt, "cancelWithdrawal")).toEqual(["key-2"])
    await waitFor(() => expect(q.queryByRole("button", { name: "Cancel withdrawal #41" })).toBeNull())
  })

  it("updates what may be withdrawn and the withdrawals left at once after a request and after a cancel", async () => {
    const { dialog } = await open({
      withdrawalInfo: [info(), info({ withdrawable: 600, dailyCountLeft: 4 }), info({ withdrawable: 800 })],
      withdraw: ok(pending),
      ...requestedThenCancelled,
    })
    const q = within(dialog)
    await fillWithdrawal(q, "123456")
    fireEvent.click(q.getByRole("button", { name: "Request withdrawal" }))
    expect(await q.findByText(/Withdrawable P 600.00 · 4 withdrawals left today/)).toBeTruthy()
    fireEvent.click(await q.findByRole("button", { name: "Cancel withdrawal #41" }))
    const confirm = await screen.findByRole("alertdialog", { name: "Cancel withdrawal" })
    fireEvent.click(within(confirm).getByRole("button", { name: "Cancel withdrawal" }))
    expect(await q.findByText(/Withdrawable P 800.00 · 5 withdrawals left today/)).toBeTruthy()
  })

  it("says why the platform refused, in the member's words", async () => {
    const { dialog } = await open({ withdraw: refused(400, "payment_password_incorrect", "wrong") })
    const q = within(dialog)
    await fillWithdrawal(q, "000000")
    fireEvent.click(q.getByRole("button", { name: "Request withdrawal" }))
    expect(await q.findByRole("alert")).toHaveProperty("textContent", "The payment password is incorrect.")
  })

  it("asks for a payment password first when there is none", async () => {
    const { dialog, rt } = await open({
      withdrawalInfo: info({ hasPaymentPassword: false }),
      paymentPassword: ok(null),
    })
    const q = within(dialog)
    expect(await q.findByText(/Please set one first/)).toBeTruthy()
    fireEvent.change(q.getByLabelText("Login password"), { target: { value: "secret99" } })
    fireEvent.change(q.getByLabelText("Payment password"), { target: { value: "123456" } })
    fireEvent.change(q.getByLabelText("Confirm payment password"), { target: { value: "123457" } })
    expect(q.getByText("The two passwords do not match.")).toBeTruthy()
    fireEvent.change(q.getByLabelText("Confirm payment password"), { target: { value: "123456" } })
    fireEvent.click(q.getByRole("button", { name: "Set payment password" }))
    expect(await q.findByLabelText("Amount")).toBeTruthy()
    expect(rt.called()).toContain("paymentPassword")
  })

  it("confirms a paid withdrawal as received", async () => {
    const { dialog, rt } = await open({
      paymentConfirmations: ok({ list: [paid] }),
      confirmWithdrawal: ok({ ...paid, confirmation: "RECEIVED" }),
    })
    const q = within(dialog)
    const card = within(await q.findByRole("region", { name: "Confirm receipt" }))
    expect(card.getByText(/Counted as received after 30 minutes/)).toBeTruthy()
    expect(card.queryByRole("button", { name: "Confirm receipt now" })).toBeNull()
    fireEvent.click(card.getByRole("button", { name: "Received" }))
    await waitFor(() => expect(q.queryByRole("region", { name: "Confirm receipt" })).toBeNull())
    expect(rt.requests.find((r) => r.endpoint.name === "confirmWithdrawal")?.body).toEqual({
      withdrawalId: "40",
      result: "RECEIVED",
    })
  })

  it("refuses a proof that is not a png or jpg within 5 MB, and sends a good one", async () => {
    const { dialog, rt } = await open({
      paymentConfirmations: ok({ list: [paid] }),
      confirmWithdrawal: ok({ ...paid, confirmation: "NOT_RECEIVED" }),
    })
    const card = within(await within(dialog).findByRole("region", { name: "Confirm receipt" }))
    fireEvent.click(card.getByRole("button", { name: "Not received" }))
    const input = card.getByLabelText(/Proof/)
    const big = new File([new Uint8Array(6 * 1024 * 1024)], "big.png", { type: "image/png" })
    fireEvent.change(input, { target: { files: [big] } })
    expect(card.getByText("big.png is larger than 5 MB")).toBeTruthy()
    expect((card.getByRole("button", { name: "Send proof" }) as HTMLButtonElement).disabled).toBe(true)
    const gif = new File(["x"], "a.gif", { type: "image/gif" })
    fireEvent.change(input, { target: { files: [gif] } })
    expect(card.getByText("a.gif is not a PNG or JPG image")).toBeTruthy()
    const png = new File(["png"], "proof.png", { type: "image/png" })
    fireEvent.change(input, { target: { files: [png] } })
    fireEvent.click(card.getByRole("button", { name: "Send proof" }))
    await waitFor(() => expect(rt.called()).toContain("confirmWithdrawal"))
    expect(rt.requests.find((r) => r.endpoint.name === "confirmWithdrawal")?.body).toEqual({
      withdrawalId: "40",
      result: "NOT_RECEIVED",
      proofImage: btoa("png"),
    })
  })

  it("offers forced receipt once the timeout has passed", async () => {
    const { dialog, rt } = await open({
      paymentConfirmations: ok({ list: [{ ...paid, paidAt: start - 31 * 60_000 }] }),
      confirmWithdrawal: ok({ ...paid, confirmation: "FORCED" }),
    })
    const card = within(await within(dialog).findByRole("region", { name: "Confirm receipt" }))
    act(() => rt.store.dispatch({ _tag: "ClockTicked", now: start + 1000 }))
    // A deadline already past is not shown as still to come, nor the withdrawal as still waiting.
    expect(await card.findByText(/Counted as received since \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeTruthy()
    expect(card.queryByText(/Counted as received after 30 minutes/)).toBeNull()
    expect(card.queryByText("Paid: confirm receipt")).toBeNull()
    fireEvent.click(await card.findByRole("button", { name: "Confirm receipt now" }))
    await waitFor(() => expect(rt.called()).toContain("confirmWithdrawal"))
    expect(rt.requests.find((r) => r.endpoint.name === "confirmWithdrawal")?.body).toMatchObject({ result: "FORCED" })
  })
})
