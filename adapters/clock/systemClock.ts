/**
 * The core `Clock` port (core/ports/Clock.ts) bound to the machine's clock. The adapters are the only place that
 * reads it: workflows put the time into events, so core never does (DESIGN.md, core/Events).
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Clock, type ClockShape } from "../../core/ports/Clock.ts"

/** The machine's clock, epoch ms. */
export const systemClock: ClockShape = { now: Effect.sync(() => Date.now()) }

/** The Clock layer over the machine's clock. */
export const layer = Layer.succeed(Clock, systemClock)
