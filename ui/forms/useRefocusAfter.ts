/**
 * Keeps the keyboard inside a form while it submits (keyboard reachable, modals close on Escape): a submit
 * button is disabled while busy, which drops the focus to the page's body, where neither Tab nor Escape reach the
 * dialog any more (a modal listens on its own panel). When the submission ends (or the form appears) with the focus
 * lost, it goes to `target`, usually the submit button itself. Used by the member and agent centres' forms, which
 * all live in a modal.
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
