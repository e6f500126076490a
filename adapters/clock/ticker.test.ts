import { describe, expect, it } from "vitest"
import * as Store from "../../core/store/Store.ts"
import { startTicker, type TickerEnv } from "./ticker.ts"

/** A fake timer: `run()` fires the pending callback after moving the clock to its due time. */
const fakeEnv = (start: number) => {
  let t = start
  let pending: { f: () => void; at: number } | undefined
  const env: TickerEnv = {
    now: () => t,
    schedule: (f, ms) => {
      pending = { f, at: t + ms }
      return pending
    },
    cancel: (h) => {
      if (h === pending) pending = undefined
    },
  }
  const run = (late = 0) => {
    const p = pending
    if (p === undefined) return false
    pending = undefined
    t = p.at + late
    p.f()
    return true
  }
  return { env, run, delays: () => (pending === undefined ? undefined : pending.at - t) }
}

describe("ticker", () => {
  it("ticks at once, then on each whole second, into the store's clock", () => {
    const store = Store.make()
    const fake = fakeEnv(10_250)
    const ticker = startTicker(store, fake.env)
    expect(store.state().clock.now).toBe(10_250)
    expect(fake.delays()).toBe(750)
    fake.run()
    fake.run(30)
    expect(store.log()).toEqual([
      { _tag: "ClockTicked", now: 10_250 },
      { _tag: "ClockTicked", now: 11_000 },
      { _tag: "ClockTicked", now: 12_030 },
    ])
    expect(fake.delays()).toBe(970)
    ticker.stop()
    expect(fake.run()).toBe(false)
    expect(store.log()).toHaveLength(3)
  })
})
