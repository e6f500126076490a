/** The current time as the events tell it (`ClockTicked`), never read from the machine. */
import { slice } from "../Slice.ts"

export interface ClockState {
  /** Epoch milliseconds of the last tick; 0 before the first. */
  readonly now: number
}

export const clock = slice<ClockState>(
  { now: 0 },
  {
    ClockTicked: (s, e) => (e.now === s.now ? s : { now: e.now }),
  },
)
