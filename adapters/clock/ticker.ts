/**
 * The header clock's heartbeat (spec section 2: "updated each second"): dispatches `ClockTicked { now }` into a
 * core store at once and then on every whole second of the machine's clock. Each tick is scheduled for the next
 * second boundary rather than by a fixed interval, so the shown seconds never drift or skip under a busy page.
 */
import type { Store } from "../../core/store/Store.ts"

/** What the ticker needs from the world (the machine's by default; fakes in tests). */
export interface TickerEnv {
  readonly now: () => number
  readonly schedule: (f: () => void, ms: number) => unknown
  readonly cancel: (handle: unknown) => void
}

const machine: TickerEnv = {
  now: () => Date.now(),
  schedule: (f, ms) => setTimeout(f, ms),
  cancel: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** A running ticker. */
export interface Ticker {
  /** Stops the ticks; calling it again does nothing. */
  readonly stop: () => void
}

/** Starts ticking into `store`. */
export const startTicker = (store: Pick<Store, "dispatch">, env: TickerEnv = machine): Ticker => {
  let handle: unknown
  let running = true
  const tick = () => {
    if (!running) return
    const now = env.now()
    store.dispatch({ _tag: "ClockTicked", now })
    handle = env.schedule(tick, 1000 - (now % 1000))
  }
  tick()
  return {
    stop: () => {
      running = false
      env.cancel(handle)
    },
  }
}
