/**
 * The admission of expensive work that callers without a session can cause (DESIGN "sandbox": CPU for RSA and
 * password hashing): scrypt of a login, of a registration or a free-play account, of a password reset, the dummy
 * hash of an unknown account included. The work runs off the event loop (scrypt in libuv's thread pool), at most
 * `slots` at once, so strangers hold at most that many threads of the pool and that share of the CPU; at most `queue`
 * more wait their turn. Beyond that the answer is an immediate 503 `system.busy` with `Retry-After`, never a longer
 * queue. Members' calls do not pass here (a balance, a bet) or pass another way (a password change is checked under
 * the member's session, not this budget), so they never wait behind a flood of junk logins.
 */
import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { ApiError } from "../http/ApiError.ts"

/** The bound: concurrent jobs, and jobs waiting for one of them. */
export interface AdmissionLimits {
  readonly slots: number
  readonly queue: number
}

export interface Admission {
  /** Runs `work` when a slot frees, or throws the 503 at once when `queue` jobs already wait. */
  readonly run: <T>(work: () => Promise<T>) => Promise<T>
  /** Jobs running and waiting now. */
  readonly load: () => { readonly running: number; readonly waiting: number }
}

/** The refusal when the budget is full: a second is about what a queue's worth of hashes takes. */
export const busy = () =>
  new ApiError(503, gatewayCodes.busy, "The platform is busy: please try again in a moment", undefined, 1)

export const makeAdmission = (limits: AdmissionLimits): Admission => {
  let running = 0
  const waiting: Array<() => void> = []
  const next = () => {
    running -= 1
    const wake = waiting.shift()
    if (wake !== undefined) {
      running += 1
      wake()
    }
  }
  return {
    run: async (work) => {
      if (running >= limits.slots) {
        if (waiting.length >= limits.queue) throw busy()
        await new Promise<void>((resolve) => waiting.push(resolve))
      } else running += 1
      try {
        return await work()
      } finally {
        next()
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  }
}
