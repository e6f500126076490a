/**
 * How long the sandbox takes to pay a withdrawal (withdrawals.ts), as a setting a developer or an end-to-end test can
 * change on a running sandbox (`POST /sandbox/admin/withdrawal-delay` `{ "ms": 600000 }`, development mode only):
 * a test that cancels a pending withdrawal holds payments long enough that the cancellation never races the payment
 * (a flaky test is worse than none). Absent: the default `processingDelayMs`.
 */

import type { Queryable } from "../db/Database.ts"
import { devPost } from "../http/devPost.ts"

/** Settings key of the delay. */
export const withdrawalDelayKey = "sandbox.withdrawalDelayMs"

/** The delay in force: the setting, else `fallback`. */
export const withdrawalDelay = async (db: Queryable, fallback: number): Promise<number> => {
  const [row] = await db.query<{ value: unknown }>("select value from settings where key = $1", [withdrawalDelayKey])
  const v = Number(row?.value)
  return row !== undefined && Number.isFinite(v) && v >= 0 ? v : fallback
}

/** Sets the delay. */
export const setWithdrawalDelay = async (db: Queryable, ms: number): Promise<void> => {
  await db.query(
    "insert into settings (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value",
    [withdrawalDelayKey, JSON.stringify(ms)],
  )
}

/** `POST /sandbox/admin/withdrawal-delay` `{ "ms": n }`: answers the delay now in force. */
export const withdrawalDelayRoute = devPost("/sandbox/admin/withdrawal-delay", async ({ db }, { ms }) => {
  if (typeof ms !== "number" || !Number.isFinite(ms) || ms < 0) return { refused: "ms: a number of milliseconds" }
  await setWithdrawalDelay(db, ms)
  return { value: { ms: await withdrawalDelay(db, 0) } }
})
