// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { SubmitForm } from "./SubmitForm.tsx"

afterEach(cleanup)

describe("SubmitForm", () => {
  it("runs onSubmit instead of sending the page, and leaves the checking to the portal", () => {
    const onSubmit = vi.fn()
    render(
      <SubmitForm className="f" aria-label="Pay" onSubmit={onSubmit}>
        <input aria-label="Amount" required />
        <button type="submit">Go</button>
      </SubmitForm>,
    )
    const form = screen.getByRole("form", { name: "Pay" }) as HTMLFormElement
    expect(form.noValidate).toBe(true)
    expect(form.className).toBe("f")
    const event = new Event("submit", { bubbles: true, cancelable: true })
    fireEvent(form, event)
    expect(event.defaultPrevented).toBe(true)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })
})
