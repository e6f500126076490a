/**
 * Hides the page's scroll while any popup is open and restores it when the last one closes (spec section 4: "Opening
 * a popup hides body scroll; closing restores it"). Counted, so nested popups do not restore it early.
 */

let locks = 0
let saved = ""

/** Hides body scroll; returns the function that releases this lock. */
export const lockBodyScroll = (): (() => void) => {
  if (locks === 0) {
    saved = document.body.style.overflow
    document.body.style.overflow = "hidden"
  }
  locks++
  let released = false
  return () => {
    if (released) return
    released = true
    locks--
    if (locks === 0) document.body.style.overflow = saved
  }
}
