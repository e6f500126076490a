/**
 * What the sandbox does by itself as time passes (deposits approved after a delay, withdrawals paid and, unanswered,
 * marked received after the timeout,
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
import { autoConfirmMinutes, payDueWithdrawals, receiveOverdueWithdrawals } from "./withdrawals.ts"

/** How often the timer sweeps. */
export const sweepEveryMs = 5000

/** The tables holding orders with a due time. */
const orderTables = ["deposits", "withdrawals", "point_redeems", "promotion_applications"]

/**
 * When the earliest pending order of each kind comes due (epoch ms, or null), kept in memory until an order table is
 * written (on the embedded database), so a money call costs no query when nothing is due.
 */
/** When the earliest order of each kind comes due (epoch ms), or null when none is pending. */
interface Due {
  readonly d: number | null
  readonly w: number | null
  readonly r: number | null
  readonly a: number | null
  readonly x: number | null
}

const dueKey = "sweep:earliestDue"

const earliestDue = (db: Database): Promise<Due> =>
  db.cached(dueKey, orderTables, async () => {
    const [row] = await db.query<{ d: Date | null; w: Date | null; r: Date | null; a: Date | null; x: Date | null }>(
      `select (select min(due_at) from deposits where status = 'PENDING') as d,
              (select min(due_at) from withdrawals where status = 'PENDING') as w,
              (select min(due_at) from point_redeems where status = 'P') as r,
              (select min(due_at) from promotion_applications where reviewed_at is null) as a,
              (select min(paid_at) from withdrawals where status = 'APPROVED' and confirmation = 'AWAITING') as x`,
    )
    const ms = (d: Date | null | undefined) => (d === null || d === undefined ? null : new Date(d).getTime())
    const x = ms(row?.x)
    return {
      d: ms(row?.d),
      w: ms(row?.w),
      r: ms(row?.r),
      a: ms(row?.a),
      x: x === null ? null : x + autoConfirmMinutes * 60_000,
    }
  })

const isDue = (at: number | null, now: number) => at !== null && at <= now

/**
 * True when it is known without a query that no order is due by `now` (the embedded database holds the due times):
 * then a money call need not wait for `settleDue`'s promises, which cost a cached read a measurable part of its time.
 */
export const nothingDue = (db: Database, now: number): boolean => {
  const due = db.held<Due>(dueKey, orderTables)
  return (
    due !== undefined &&
    !isDue(due.d, now) &&
    !isDue(due.w, now) &&
    !isDue(due.r, now) &&
    !isDue(due.a, now) &&
    !isDue(due.x, now)
  )
}

/** Settles every order due by `now`. */
export const settleDue = async (db: Database, now: number): Promise<void> => {
  const due = await earliestDue(db)
  if (isDue(due.d, now)) await approveDueDeposits(db, now)
  if (isDue(due.w, now)) await payDueWithdrawals(db, now)
  if (isDue(due.r, now)) await reviewDueRedeems(db, now)
  if (isDue(due.a, now)) await reviewDueApplications(db, now)
  if (isDue(due.x, now)) await receiveOverdueWithdrawals(db, now)
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
