// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { setup } from "../testing/harness.tsx"
import { Modal } from "./Modal.tsx"

function Opener({
  cover,
  autoCloseMs,
  dismissible,
}: {
  readonly cover?: boolean
  readonly autoCloseMs?: number
  readonly dismissible?: boolean
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <Modal
          title="Pick a table"
          onClose={() => setOpen(false)}
          {...(cover === undefined ? {} : { cover })}
          {...(autoCloseMs === undefined ? {} : { autoCloseMs })}
          {...(dismissible === undefined ? {} : { dismissible })}
        >
          <input aria-label="first" />
          <button type="button">last</button>
        </Modal>
      )}
    </>
  )
}

beforeAll(async () => {
  await setup()
})
afterEach(cleanup)

describe("Modal", () => {
  it("is a modal dialog labelled by its title, with the focus moved inside", () => {
    render(<Opener />)
    fireEvent.click(screen.getByText("open"))
    const dialog = screen.getByRole("dialog", { name: "Pick a table" })
    expect(dialog.getAttribute("aria-modal")).toBe("true")
    expect(document.activeElement).toBe(screen.getByLabelText("first"))
  })

  it("is named as loading, never nameless, while its title's strings have not come", () => {
    render(
      <Modal title="" onClose={() => undefined}>
        <p>body</p>
      </Modal>,
    )
    const dialog = screen.getByRole("dialog", { name: "Loading" })
    expect(dialog.getAttribute("aria-busy")).toBe("true")
  })

  it("keeps Tab inside: from the last element to the first and back", () => {
    render(<Opener />)
    fireEvent.click(screen.getByText("open"))
    const close = screen.getByRole("button", { name: "Close" })
    const last = screen.getByRole("button", { name: "last" })
    last.focus()
    fireEvent.keyDown(last, { key: "Tab" })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true })
    expect(document.activeElement).toBe(last)
  })

  it("pulls the focus back when it escapes", () => {
    render(<Opener />)
    const opener = screen.getByText("open")
    fireEvent.click(opener)
    act(() => opener.focus())
    expect(screen.getByRole("dialog").contains(document.activeElement)).toBe(true)
  })

  it("closes on Escape and gives the focus back to the opener", () => {
    render(<Opener />)
    const opener = screen.getByText("open")
    opener.focus()
    fireEvent.click(opener)
    fireEvent.keyDown(screen.getByLabelText("first"), { key: "Escape" })
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it("closes on Escape when the focused part vanished and the focus fell to the body", () => {
    render(<Opener />)
    fireEvent.click(screen.getByText("open"))
    act(() => (document.activeElement as HTMLElement | null)?.blur())
    expect(document.activeElement).toBe(document.body)
    fireEvent.keyDown(document.body, { key: "Escape" })
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("closes on a cover click, unless cover is false", () => {
    render(<Opener />)
    fireEvent.click(screen.getByText("open"))
    fireEvent.click(screen.getByTestId("modal-cover"))
    expect(screen.queryByRole("dialog")).toBeNull()
    cleanup()
    render(<Opener cover={false} />)
    fireEvent.click(screen.getByText("open"))
    fireEvent.click(screen.getByTestId("modal-cover"))
    expect(screen.queryByRole("dialog")).not.toBeNull()
  })

  it("when not dismissible, has no close button and stays open on Escape and a cover click", () => {
    render(<Opener dismissible={false} />)
    fireEvent.click(screen.getByText("open"))
    const dialog = screen.getByRole("dialog", { name: "Pick a table" })
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull()
    fireEvent.keyDown(screen.getByLabelText("first"), { key: "Escape" })
    fireEvent.click(screen.getByTestId("modal-cover"))
    expect(screen.queryByRole("dialog")).toBe(dialog)
    // Tab still wraps inside, over the modal's own controls only.
    const last = screen.getByRole("button", { name: "last" })
    last.focus()
    fireEvent.keyDown(last, { key: "Tab" })
    expect(document.activeElement).toBe(screen.getByLabelText("first"))
  })

  it("hides the page's scroll while open and restores it", () => {
    document.body.style.overflow = "auto"
    render(<Opener />)
    fireEvent.click(screen.getByText("open"))
    expect(document.body.style.overflow).toBe("hidden")
    fireEvent.click(screen.getByRole("button", { name: "Close" }))
    expect(document.body.style.overflow).toBe("auto")
  })

  it("closes by itself after its timeout", () => {
    vi.useFakeTimers()
    try {
      render(<Opener autoCloseMs={3000} />)
      fireEvent.click(screen.getByText("open"))
      act(() => vi.advanceTimersByTime(2999))
      expect(screen.queryByRole("dialog")).not.toBeNull()
      act(() => vi.advanceTimersByTime(1))
      expect(screen.queryByRole("dialog")).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it("is 400 pixels wide unless told otherwise", () => {
    render(<Opener />)
    fireEvent.click(screen.getByText("open"))
    expect(screen.getByRole("dialog").style.getPropertyValue("--modal-width")).toBe("400px")
  })
})
