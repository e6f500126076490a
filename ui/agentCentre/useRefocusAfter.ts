/**
 * Keeps the keyboard inside a form of the agent centre while it submits: the submit button is disabled while busy,
 * which drops the focus to the page's body, where neither Tab nor Escape reach the dialog any more (the modal
 * listens on its own panel). When the submission ends with the focus lost, it goes to `target` (issue 5: keyboard
 * reachable, Escape closes).
 */
import { type RefObject, useEffect } from "react"

/** Focuses `target` when `busy` turns false while nothing holds the focus. */
export function useRefocusAfter(busy: boolean, target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (busy) return
    const active = document.activeElement
    if (active === null || active === document.body) target.current?.focus()
  }, [busy, target])
}
