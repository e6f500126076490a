// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"
import { Modal } from "../../components/Modal.tsx"
import { useSubmitOnce } from "../../forms/useSubmitOnce.ts"
import { setUpPartTests } from "../../testing/harness.tsx"
import { expectEscapeFromButton, sendLosingFocus } from "../../testing/sendLosingFocus.ts"
import { PaymentTransferForm } from "./PaymentTransferForm.tsx"
import { type PaymentTransferValues, usePaymentTransfer } from "./usePaymentTransfer.ts"

/** A payment of at most P 1,000.00 in a modal; `send` answers the submission. */
function Payment({
  send,
  onClose,
  onEdit,
}: {
  readonly send: (values: PaymentTransferValues) => Promise<boolean>
  readonly onClose: () => void
  readonly onEdit?: () => void
}) {
  const fields = usePaymentTransfer({ balance: 100_000 })
  const [done, setDone] = useState<string | undefined>(undefined)
  const [submit, busy] = useSubmitOnce(async () => {
    const values = fields.check()
    if (values === undefined) return
    if (await send(values)) {
      setDone("Sent")
      fields.clear()
    }
  })
  return (
    <Modal title="Pay" onClose={onClose}>
      <PaymentTransferForm
        fields={fields}
        amountLabel="Amount"
        passwordLabel="Payment password"
        submitLabel="Pay now"
        currencySymbol="P"
        most={100_000}
        hint="Up to P 1,000.00"
        failure={undefined}
        success={done}
        busy={busy}
        onSubmit={() => void submit()}
        {...(onEdit === undefined ? {} : { onAmountEdit: onEdit })}
      >
        <p>Own field</p>
      </PaymentTransferForm>
    </Modal>
  )
}

setUpPartTests(["memberCentre"])

describe("PaymentTransferForm", () => {
  it("ties each message to its field, fills the most with Max, and sends the amount in minor units", async () => {
    const send = vi.fn(async () => true)
    const onEdit = vi.fn()
    render(<Payment send={send} onClose={() => undefined} onEdit={onEdit} />)
    const dialog = screen.getByRole("dialog", { name: "Pay" })
    const q = within(dialog)
    expect(q.getByText("Own field")).toBeTruthy()
    const amount = q.getByLabelText("Amount") as HTMLInputElement
    expect(q.getByText("Up to P 1,000.00").id).toBe(amount.getAttribute("aria-describedby"))
    fireEvent.change(amount, { target: { value: "1000.01" } })
    expect(q.getByText("The amount exceeds your balance of 1,000.00").id).toBe(amount.getAttribute("aria-describedby"))
    expect(amount.getAttribute("aria-invalid")).toBe("true")
    fireEvent.click(q.getByRole("button", { name: "Max" }))
    expect(amount.value).toBe("1000.00")
    expect(amount.getAttribute("aria-invalid")).toBeNull()
    expect(onEdit).toHaveBeenCalledTimes(2)

    const password = q.getByLabelText("Payment password") as HTMLInputElement
    fireEvent.click(q.getByRole("button", { name: "Pay now" }))
    expect(await q.findByText("Input cannot be empty")).toBeTruthy()
    expect(password.getAttribute("aria-invalid")).toBe("true")
    expect(send).not.toHaveBeenCalled()

    fireEvent.change(password, { target: { value: "123456" } })
    fireEvent.click(q.getByRole("button", { name: "Pay now" }))
    expect(await q.findByText("Sent")).toBeTruthy()
    expect(send).toHaveBeenCalledWith({ amount: 100_000, paymentPassword: "123456" })
    expect(amount.value).toBe("")
    expect(password.value).toBe("")
    expect(q.queryByText("Input cannot be empty")).toBeNull()
  })

  it("gives the focus back to the submit button when a submission ends, so Escape still closes the dialog", async () => {
    let answer: (ok: boolean) => void = () => undefined
    const send = () => new Promise<boolean>((r) => (answer = r))
    const onClose = vi.fn()
    render(<Payment send={send} onClose={onClose} />)
    const q = within(screen.getByRole("dialog", { name: "Pay" }))
    fireEvent.change(q.getByLabelText("Amount"), { target: { value: "5" } })
    fireEvent.change(q.getByLabelText("Payment password"), { target: { value: "123456" } })
    const button = q.getByRole("button", { name: "Pay now" })
    const focused = await sendLosingFocus(button, () => act(async () => answer(true)))
    expect(q.getByText("Sent")).toBeTruthy()
    await expectEscapeFromButton(focused, button, () => expect(onClose).toHaveBeenCalledTimes(1))
  })
})
