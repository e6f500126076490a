/** The time as a port: workflows read it here and put it into events; core never reads the machine's clock. */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"

export interface ClockShape {
  /** Epoch milliseconds. */
  readonly now: Effect.Effect<number>
}

export class Clock extends Context.Service<Clock, ClockShape>()("arena/Clock") {}

/** A clock that tells what the test sets. */
export const makeMemory = (start = 0) => {
  let t = start
  return {
    now: Effect.sync(() => t),
    set: (ms: number) => {
      t = ms
    },
    advance: (ms: number) => {
      t += ms
    },
  }
}

export const layerFixed = (ms: number) => Layer.succeed(Clock, { now: Effect.succeed(ms) })
