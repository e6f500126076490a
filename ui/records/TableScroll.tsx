/**
 * The scrolling box of a wide table: it scrolls sideways when the table is wider than the page, so it must be
 * reachable by keyboard to be scrolled without a mouse (axe `scrollable-region-focusable`), and named after its table.
 */
import type { ReactNode } from "react"

/** The box; `label` names it (the table's caption). */
export function TableScroll({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys.
    // biome-ignore lint/a11y/useSemanticElements: a named group that scrolls, not a set of form controls (fieldset).
    <div className="record-table-wrap" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
