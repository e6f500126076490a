// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { sendLosingFocus } from "../testing/sendLosingFocus.ts"
import { Button } from "./Button.tsx"

afterEach(cleanup)

describe("Button", () => {
  it("when busy shows progress, is disabled and says so", () => {
    render(<Button busy>Send</Button>)
    const b = screen.getByRole("button", { name: "Send" })
    expect(b.hasAttribute("disabled")).toBe(true)
    expect(b.getAttribute("aria-busy")).toBe("true")
    expect(b.querySelector(".spinner")).not.toBeNull()
  })

  it("takes the focus back when its action ends, if the browser dropped it to the body meanwhile", async () => {
    let finish: () => void = () => undefined
    render(<Button onAction={() => new Promise<void>((r) => (finish = r))}>Send</Button>)
    const b = screen.getByRole("button", { name: "Send" }) as HTMLButtonElement
    const back = await sendLosingFocus(b, () => act(async () => finish()))
    expect(back).toBe(b)
  })

  it("leaves the focus where the visitor put it while the action ran", async () => {
    let finish: () => void = () => undefined
    render(
      <>
        <Button onAction={() => new Promise<void>((r) => (finish = r))}>Send</Button>
        <input aria-label="Elsewhere" />
      </>,
    )
    const b = screen.getByRole("button", { name: "Send" })
    const elsewhere = screen.getByRole("textbox", { name: "Elsewhere" })
    const back = await sendLosingFocus(b, async () => {
      elsewhere.focus()
      await act(async () => finish())
    })
    expect(back).toBe(elsewhere)
  })

  it("cannot run its action twice while the first runs", async () => {
    let finish: () => void = () => undefined
    const action = vi.fn(() => new Promise<void>((r) => (finish = r)))
    render(<Button onAction={action}>Send</Button>)
    const b = screen.getByRole("button", { name: "Send" })
    fireEvent.click(b)
    fireEvent.click(b)
    fireEvent.click(b)
    expect(action).toHaveBeenCalledTimes(1)
    expect(b.getAttribute("aria-busy")).toBe("true")
    await act(async () => finish())
    expect(b.hasAttribute("aria-busy")).toBe(false)
    fireEvent.click(b)
    expect(action).toHaveBeenCalledTimes(2)
  })
})
