/** The elements of a container that take keyboard focus, in tab order (for the modal's focus trap). */

const selector = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "[contenteditable='true']",
  "[tabindex]:not([tabindex='-1'])",
].join(",")

/** The focusable descendants of `root`, in document order. */
export const focusables = (root: HTMLElement): Array<HTMLElement> =>
  Array.from(root.querySelectorAll<HTMLElement>(selector)).filter(
    (el) => !el.hasAttribute("inert") && el.getAttribute("aria-hidden") !== "true",
  )
