/**
 * What the sandbox does by itself as time passes (issue 3: deposits approved after a delay, withdrawals paid,
 * redemptions and applications reviewed), driven by the due times stored with each order, so nothing is lost on a
 * restart. `settleDue` runs whatever is due, each kind in its own transaction with its rows locked (`skip locked`,
 * so several instances never settle one order twice); the money area's handlers call it first (lazily on read), and
 * `moneySweep` also runs it on a timer.
 */
import type { Database } from "../db/Database.ts"
import type { RouteFactory } from "../routes.ts"
import { approveDueDeposits } from "./deposits.ts"
import { reviewDueRedeems } from "./pointsMall.ts"
import { reviewDueApplications } from "./promotions.ts"
import { payDueWithdrawals } from "./withdrawals.ts"

/** How often the timer sweeps. */
export const sweepEveryMs = 5000

/** Settles every order due by `now`. */
export const settleDue = async (db: Database, now: number): Promise<void> => {
  const [due] = await db.query<{ d: boolean; w: boolean; r: boolean; a: boolean }>(
    `select exists (select 1 from deposits where status = 'PENDING' and due_at <= $1) as d,
            exists (select 1 from withdrawals where status = 'PENDING' and due_at <= $1) as w,
            exists (select 1 from point_redeems where status = 'P' and due_at <= $1) as r,
            exists (select 1 from promotion_applications where reviewed_at is null and due_at <= $1) as a`,
    [new Date(now)],
  )
  if (due?.d) await approveDueDeposits(db, now)
  if (due?.w) await payDueWithdrawals(db, now)
  if (due?.r) await reviewDueRedeems(db, now)
  if (due?.a) await reviewDueApplications(db, now)
}

/**
 * Starts the timer (through the areas' route list, the sandbox's one start-up hook for an area): it never keeps the
 * process alive, and a failed sweep (the database closing with the server) is logged at most once a minute.
 */
export const moneySweep: RouteFactory = (services) => {
  let lastLogged = 0
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    settleDue(services.db, services.clock())
      .catch((e: unknown) => {
        const now = services.clock()
        if (now - lastLogged > 60_000) {
          lastLogged = now
          services.log(`money sweep failed: ${e instanceof Error ? e.message : String(e)}`)
        }
      })
      .finally(() => {
        running = false
      })
  }, sweepEveryMs)
  timer.unref()
  return () => false
}
