/**
 * Core figures: replay of a generated 1,000,000-event session through the real reducers, against a floor
 * measured in the same run (a reducer over a flat five-field state with five event tags returning `{...state, k: v}`),
 * and the cost of validating one registration field.
 */
import type { Event } from "../../core/events/Event.ts"
import { initialState, reduce } from "../../core/state/State.ts"
import type { Figures } from "./areas.ts"
import { sessionEvents } from "./sessionEvents.ts"

const N = 1_000_000

const best = (runs: number, f: () => number): number => {
  let top = 0
  for (let i = 0; i < runs; i++) top = Math.max(top, f())
  return top
}

const perSecond = (count: number, ms: number) => (count / ms) * 1000

type Floor = { readonly a: number; readonly b: number; readonly c: number; readonly d: number; readonly e: number }
type FloorEvent = { readonly _tag: "A" | "B" | "C" | "D" | "E"; readonly v: number }

const floorReduce = (s: Floor, ev: FloorEvent): Floor => {
  switch (ev._tag) {
    case "A":
      return { ...s, a: ev.v }
    case "B":
      return { ...s, b: ev.v }
    case "C":
      return { ...s, c: ev.v }
    case "D":
      return { ...s, d: ev.v }
    case "E":
      return { ...s, e: ev.v }
  }
}

/** The replay figures over a session of `count` events, the best of `runs` passes of each side. */
export const replayFigures = (count: number, runs: number, log: (line: string) => void): Figures => {
  const events: ReadonlyArray<Event> = sessionEvents(count, 42)
  const tags = new Set(events.map((e) => e._tag))
  log(`generated ${events.length.toLocaleString()} events of ${tags.size} kinds`)
  const floorEvents: Array<FloorEvent> = events.map((_, i) => ({
    _tag: (["A", "B", "C", "D", "E"] as const)[i % 5]!,
    v: i,
  }))

  const replayRate = best(runs, () => {
    const t0 = performance.now()
    let s = initialState
    for (const e of events) s = reduce(s, e)
    const ms = performance.now() - t0
    if (s === initialState) throw new Error("replay changed nothing")
    return perSecond(events.length, ms)
  })
  const floorRate = best(runs, () => {
    const t0 = performance.now()
    let s: Floor = { a: 0, b: 0, c: 0, d: 0, e: 0 }
    for (const e of floorEvents) s = floorReduce(s, e)
    const ms = performance.now() - t0
    if (s.a === -1) throw new Error("unreachable")
    return perSecond(floorEvents.length, ms)
  })
  return {
    "core.replay.events_per_s": Math.round(replayRate),
    "core.replay.floor_events_per_s": Math.round(floorRate),
    "core.replay.ratio_to_floor": Number((replayRate / floorRate).toFixed(3)),
  }
}

export const run = async (log: (line: string) => void): Promise<Figures> => {
  const validate = await import("./validateField.ts")
  return {
    ...replayFigures(N, 5, log),
    "core.validate.us_per_field": Number(validate.usPerField().toFixed(3)),
  }
}
