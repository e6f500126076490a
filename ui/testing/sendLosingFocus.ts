/**
 * Sends a form by its focused submit button the way a browser treats it (for the UI's tests only): the button turns
 * busy and disabled, and a browser then drops its focus to the page's body, where neither Tab nor Escape reach a
 * dialog. happy-dom keeps the focus on a disabled button and ignores `blur()` on one, so the button is enabled for
 * the moment of the blur. Then `finish` ends the sending (answers the call, waits for its end) and the element that
 * holds the focus is handed back, for the test to check it came back inside the dialog.
 */
import { fireEvent } from "@testing-library/react"
import { expect } from "vitest"

/** Clicks `button`, drops its focus while it is busy, runs `finish`; what holds the focus afterwards. */
export const sendLosingFocus = async (button: HTMLElement, finish: () => Promise<unknown>): Promise<Element | null> => {
  if (!(button instanceof HTMLButtonElement)) throw new Error("not a button")
  button.focus()
  fireEvent.click(button)
  if (!button.disabled || button.getAttribute("aria-busy") !== "true") throw new Error("the button is not busy")
  button.disabled = false
  button.blur()
  button.disabled = true
  if (document.activeElement !== document.body) throw new Error("the focus did not fall to the body")
  await finish()
  return document.activeElement
}

/**
 * Checks what a dialog's form needs once a sending ended: the focus came back to `button` (`focused`, what
 * `sendLosingFocus` handed back), and Escape pressed there reaches the dialog, which `closed` checks.
 */
export const expectEscapeFromButton = async (focused: Element | null, button: HTMLElement, closed: () => unknown) => {
  expect(focused).toBe(button)
  fireEvent.keyDown(focused as Element, { key: "Escape" })
  await closed()
}
