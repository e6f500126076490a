// @vitest-environment happy-dom
import { cleanup, fireEvent, within } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { ok } from "../../../core/workflows/testRuntime.ts"
import { keysOf, openCentre, settle } from "../memberCentreTestKit.tsx"

afterEach(cleanup)

const open = (answers: Record<string, unknown> = {}) =>
  openCentre("transferUpline", {
    member: { toUpline: true },
    answers: { withdrawalInfo: ok({ hasPaymentPassword: true }), ...answers } as never,
  })

describe("transfer to the upline", () => {
  it("is in the menu only for a member who may transfer to an upline", async () => {
    const { dialog } = await openCentre("transferUpline")
    expect(within(dialog).queryByRole("button", { name: "Transfer to upline" })).toBeNull()
    expect(within(dialog).getByRole("heading", { name: "My account", level: 3 })).toBeTruthy()
  })

  it("refuses more than the main wallet holds, then transfers once with the payment password", async () => {
    const { dialog, rt } = await open({ uplineTransfer: ok({ successAmount: 300 }) })
    const q = within(dialog)
    const amount = await q.findByLabelText("Amount")
    fireEvent.change(amount, { target: { value: "1000.01" } })
    expect(q.getByText("The amount exceeds your balance of 1,000.00")).toBeTruthy()
    fireEvent.change(amount, { target: { value: "300" } })
    fireEvent.change(q.getByLabelText("Payment password"), { target: { value: "123456" } })
    const submit = q.getAllByRole("button", { name: "Transfer to upline" }).at(-1) as HTMLElement
    fireEvent.click(submit)
    fireEvent.click(submit)
    expect(await q.findByText("P 300.00 was transferred to your upline.")).toBeTruthy()
    await settle()
    expect(keysOf(rt, "uplineTransfer")).toEqual(["key-1"])
    expect(rt.requests.find((r) => r.endpoint.name === "uplineTransfer")?.body).toEqual({
      amount: 300,
      paymentPassword: "123456",
    })
  })

  it("asks for the payment password to be set first, in place of the transfer", async () => {
    const { dialog } = await openCentre("transferUpline", {
      member: { toUpline: true },
      answers: { withdrawalInfo: ok({ hasPaymentPassword: false }) } as never,
    })
    const q = within(dialog)
    const set = await q.findByRole("region", { name: "Set payment password" })
    expect(within(set).getByLabelText("Login password")).toBeTruthy()
    expect(q.queryByRole("region", { name: "Transfer to your upline" })).toBeNull()
    expect(q.queryByLabelText("Amount")).toBeNull()
  })
})
