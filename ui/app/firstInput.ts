/**
 * The visitor's first input on the page: a pointer moved or pressed, a key, a touch, a wheel turn, a click or a focus
 * moved into the page (a screen reader's cursor). What only an interaction needs (i18next's engine and the table of
 * every string file, the slices no first view reads, the table of the other sections) is asked for then, not when the
 * portal becomes interactive: a visitor who only reads the home page does not download it, and one who moves the
 * pointer has it well before the first click lands. Nothing depends on it having come: a modal opened by a click
 * that is the first input loads what it needs on its own (its strings through i18n.ts, the slices through the
 * runtime), one request later.
 */

/** The events that count as the visitor's input. */
export const inputEvents = ["pointermove", "pointerdown", "keydown", "touchstart", "wheel", "click", "focusin"] as const

/** Resolves on the first input `target` sees (once; later inputs change nothing). */
export const firstInputOn = (target: Pick<EventTarget, "addEventListener" | "removeEventListener">): Promise<void> =>
  new Promise<void>((done) => {
    const options = { capture: true, passive: true } as const
    const once = () => {
      for (const name of inputEvents) target.removeEventListener(name, once, options)
      done()
    }
    for (const name of inputEvents) target.addEventListener(name, once, options)
  })

/** The page's first input (never resolves outside a browser). */
export const firstInput: Promise<void> =
  typeof window === "undefined" ? new Promise<void>(() => undefined) : firstInputOn(window)
