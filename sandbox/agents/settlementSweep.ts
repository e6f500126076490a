/**
 * Runs contract settlement (settlement.ts) as time passes: at start (the catch-up of whatever closed while the server
 * was down, the demo brand's seeded history included) and then on a timer. It never keeps the process alive; a failed
 * run (the database closing with the server) is logged at most once a minute and retried on the next tick.
 */
import type { RouteFactory } from "../routes.ts"
import type { Services } from "../services.ts"
import { settleContracts } from "./settlement.ts"

/** How often the timer closes due periods (the shortest period is five minutes). */
export const settleEveryMs = 5000

/** The run in progress of each sandbox (one process may hold several: the tests). */
const running = new WeakMap<Services, Promise<void>>()

/** Settles now, after the run in progress if any (so a clock moved meanwhile is seen). */
export const settleNow = async (services: Services): Promise<void> => {
  for (let r = running.get(services); r !== undefined; r = running.get(services)) await r.catch(() => undefined)
  const run = settleContracts(services.db, services.clock()).finally(() => running.delete(services))
  running.set(services, run)
  return run
}

export const settlementSweep: RouteFactory = (services) => {
  let lastLogged = 0
  const tick = () =>
    settleNow(services).catch((e: unknown) => {
      const now = services.clock()
      if (now - lastLogged > 60_000) {
        lastLogged = now
        services.log(`contract settlement failed: ${e instanceof Error ? e.message : String(e)}`)
      }
    })
  void tick()
  const timer = setInterval(() => void tick(), settleEveryMs)
  timer.unref()
  return () => false
}
