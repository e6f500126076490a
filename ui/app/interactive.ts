/**
 * The moment the portal is interactive ("all JS the home route loads before it is interactive"): the
 * first section has rendered with the start's data (language, session, settings, catalogue) and the header works.
 * It is recorded once as the performance mark `arena:interactive`, which the UI bench reads, and as a promise that
 * work the first view does not need (the popup notice's sanitiser, for one) waits for.
 */

/** The performance mark's name. */
export const interactiveMark = "arena:interactive"

let resolveInteractive: () => void = () => undefined

/** Resolves once the portal is interactive. */
export const interactive: Promise<void> = new Promise<void>((done) => {
  resolveInteractive = done
})

let marked = false

/** Records the moment (once; later calls do nothing). */
export const markInteractive = (): void => {
  if (marked) return
  marked = true
  if (typeof performance !== "undefined" && typeof performance.mark === "function") performance.mark(interactiveMark)
  resolveInteractive()
}

/** Whether the moment has been recorded. */
export const isInteractive = (): boolean => marked
