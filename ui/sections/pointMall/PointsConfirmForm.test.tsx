// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { useState } from "react"
import { describe, expect, it, vi } from "vitest"
import type { AccountOutcome } from "../../actions/accountOutcome.ts"
import { Modal } from "../../components/Modal.tsx"
import { setUpPartTests } from "../../testing/harness.tsx"
import { expectEscapeFromButton, sendLosingFocus } from "../../testing/sendLosingFocus.ts"
import { PointsConfirmForm } from "./PointsConfirmForm.tsx"
import { usePointsConfirm } from "./usePointsConfirm.ts"

/** A points form in a modal: a count of at least 1 and the password; `send` answers its sendings. */
function Confirming({
  send,
  onDone,
  onClose,
}: {
  readonly send: (password: string) => Promise<AccountOutcome>
  readonly onDone: () => void
  readonly onClose: () => void
}) {
  const [count, setCount] = useState("1")
  const confirm = usePointsConfirm(
    (password) => (password === "" || Number(count) < 1 ? undefined : send(password)),
    onDone,
  )
  return (
    <Modal title="Swap points" onClose={onClose}>
      <PointsConfirmForm
        confirm={confirm}
        count={{
          label: "Points",
          value: count,
          onChange: setCount,
          hint: "Whole points",
        }}
        reason={Number(count) < 1 ? "amount_below_min" : confirm.password === "" ? "input_required" : undefined}
        confirmLabel="Confirm swap"
        onCancel={onClose}
      >
        <p>Own field</p>
      </PointsConfirmForm>
    </Modal>
  )
}

setUpPartTests(["public"])

describe("PointsConfirmForm", () => {
  it("asks for the password on sending, sends once however often it is asked, and shows the refusal", async () => {
    let answer: (o: AccountOutcome) => void = () => undefined
    const send = vi.fn(() => new Promise<AccountOutcome>((r) => (answer = r)))
    const onDone = vi.fn()
    render(<Confirming send={send} onDone={onDone} onClose={() => undefined} />)
    const q = within(screen.getByRole("dialog", { name: "Swap points" }))
    expect(q.getByText("Own field")).toBeTruthy()
    const points = q.getByRole("spinbutton", { name: "Points" })
    expect(q.getByText("Whole points")).toBeTruthy()
    fireEvent.change(points, { target: { value: "0" } })
    expect(q.getByText("Enter a number of points to convert.")).toBeTruthy()
    expect(points.getAttribute("aria-invalid")).toBe("true")
    fireEvent.change(points, { target: { value: "2" } })
    const password = q.getByLabelText("Login password")
    expect(q.queryByText("Enter your login password to confirm.")).toBeNull()
    fireEvent.click(q.getByRole("button", { name: "Confirm swap" }))
    expect(await q.findByText("Enter your login password to confirm.")).toBeTruthy()
    expect(password.getAttribute("aria-invalid")).toBe("true")
    expect(send).not.toHaveBeenCalled()

    fireEvent.change(password, { target: { value: "Player123" } })
    const button = q.getByRole("button", { name: "Confirm swap" })
    fireEvent.click(button)
    fireEvent.submit(button.closest("form") as HTMLFormElement)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith("Player123")
    await act(async () => answer({ _tag: "Refused", key: "password_incorrect", message: "wrong", endpoint: undefined }))
    expect((await q.findByRole("alert")).textContent).toBe("The password is not correct.")
    expect(onDone).not.toHaveBeenCalled()
  })

  it("gives the focus back to the confirm button when a sending ends, so Escape still closes the dialog", async () => {
    let answer: (o: AccountOutcome) => void = () => undefined
    const onClose = vi.fn()
    const onDone = vi.fn()
    render(
      <Confirming send={() => new Promise<AccountOutcome>((r) => (answer = r))} onDone={onDone} onClose={onClose} />,
    )
    const q = within(screen.getByRole("dialog", { name: "Swap points" }))
    fireEvent.change(q.getByLabelText("Login password"), { target: { value: "Player123" } })
    const button = q.getByRole("button", { name: "Confirm swap" })
    const focused = await sendLosingFocus(button, () => act(async () => answer({ _tag: "Done" })))
    expect(onDone).toHaveBeenCalledTimes(1)
    await expectEscapeFromButton(focused, button, () => expect(onClose).toHaveBeenCalledTimes(1))
  })
})
