/**
 * The slot jackpot on the home page: the pool the platform serves (`VIS_getJackpot`; in the sandbox, fed by a share
 * of every slot stake), asked for again every `jackpotRefreshMs` while the page shows. The figure counts toward each
 * served value over `tickMs` instead of jumping, as a live ticker does; a visitor who prefers reduced motion sees
 * each value at once. The count is not announced as it moves (it would flood a screen reader); the served value is
 * the text assistive technology reads.
 */
import { useEffect, useLayoutEffect, useRef } from "react"
import { jackpotRefreshMs } from "../../core/model/Jackpot.ts"
import { pollJackpot } from "../actions/home.ts"
import { amount } from "../i18n/format.ts"
import { useT } from "../i18n/useT.ts"
import "./Jackpot.css"

/** How long the figure takes to reach a new value, in milliseconds. */
export const tickMs = 1500

/** Where a first value starts counting from: this share of it, so the ticker is seen to run. */
export const startShare = 0.995

const reducedMotion = (): boolean =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches

/**
 * The figure: counts from what it shows toward `target` (minor units), or jumps there under reduced motion. Each frame
 * of the count is written into the figure, not rendered: some 90 frames for each new value, all day.
 */
export function JackpotTicker({ target }: { readonly target: number | undefined }) {
  const figure = useRef<HTMLSpanElement>(null)
  /** What the figure shows now. */
  const current = useRef<number | undefined>(undefined)

  useLayoutEffect(() => {
    if (target === undefined) return
    const write = (value: number) => {
      current.current = value
      if (figure.current !== null) figure.current.textContent = `P ${amount(value)}`
    }
    const from = current.current ?? Math.floor(target * startShare)
    if (reducedMotion() || from === target) {
      write(target)
      return
    }
    write(from)
    const start = performance.now()
    let frame = 0
    const step = (now: number) => {
      const t = Math.min(1, (now - start) / tickMs)
      // Ease out: fast at first, settling on the value.
      write(Math.round(from + (target - from) * (1 - (1 - t) ** 3)))
      if (t < 1) frame = requestAnimationFrame(step)
    }
    frame = requestAnimationFrame(step)
    return () => cancelAnimationFrame(frame)
  }, [target])

  if (target === undefined) return <span className="jackpot-figure jackpot-figure-empty" />
  return (
    <span className="jackpot-figure">
      <span aria-hidden="true" data-testid="jackpot-count" ref={figure} />
      <span className="visually-hidden">P {amount(target)}</span>
    </span>
  )
}

/**
 * The home page's block: loads the pool, then again every `jackpotRefreshMs` while the page is visible, unless the
 * live stream is open (it pushes the pool; ui/app/live.ts).
 */
export function Jackpot({ target }: { readonly target: number | undefined }) {
  const t = useT("homeMore")
  useEffect(() => {
    const load = () => {
      if (document.visibilityState !== "hidden") void pollJackpot()
    }
    load()
    const timer = setInterval(load, jackpotRefreshMs)
    document.addEventListener("visibilitychange", load)
    return () => {
      clearInterval(timer)
      document.removeEventListener("visibilitychange", load)
    }
  }, [])
  return (
    <section className="jackpot" aria-labelledby="home-jackpot-title">
      <h2 id="home-jackpot-title" className="caps-label jackpot-title">
        {t("jackpot_title")}
      </h2>
      <JackpotTicker target={target} />
      <p className="muted-note jackpot-lead">{t("jackpot_lead")}</p>
    </section>
  )
}
