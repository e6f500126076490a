/**
 * How long the sandbox takes to pay a withdrawal (withdrawals.ts), as a setting a developer or an end-to-end test can
 * change on a running sandbox (`POST /sandbox/admin/withdrawal-delay` `{ "ms": 600000 }`, development mode only):
 * a test that cancels a pending withdrawal holds payments long enough that the cancellation never races the payment
 * (a flaky test is worse than none). Absent: the default `processingDelayMs`.
 */

import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import type { Queryable } from "../db/Database.ts"
import { ApiError } from "../http/ApiError.ts"
import { readBody } from "../http/body.ts"
import { sendError, sendJson } from "../http/router.ts"
import type { RouteFactory } from "../routes.ts"

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
export const withdrawalDelayRoute: RouteFactory = (services) => async (req, res, url) => {
  if (url.pathname !== "/sandbox/admin/withdrawal-delay") return false
  if (!services.config.development || req.method !== "POST") {
    sendError(res, new ApiError(404, gatewayCodes.notFound, "Not found"))
    return true
  }
  let ms: unknown
  try {
    ms = (JSON.parse((await readBody(req, 4096)).toString("utf8") || "{}") as { ms?: unknown }).ms
  } catch {
    ms = undefined
  }
  if (typeof ms !== "number" || !Number.isFinite(ms) || ms < 0) {
    sendError(res, new ApiError(400, gatewayCodes.badRequest, "ms: a number of milliseconds"))
    return true
  }
  await setWithdrawalDelay(services.db, ms)
  sendJson(res, 200, { success: true, value: { ms: await withdrawalDelay(services.db, 0) } })
  return true
}
