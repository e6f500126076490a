/**
 * The development clock (development mode only, under the /sandbox/ tools' guard): `GET /sandbox/admin/clock` reads
 * the sandbox's time, `POST /sandbox/admin/clock` with `{ "advanceMinutes": N }` moves it forward (never back: a
 * closed period stays closed) and runs what came due at once (contract settlement, the money sweep), so a person or a
 * test sees periods close and get paid without waiting. The offset is this process's: each instance keeps its own.
 */

import type { IncomingMessage, ServerResponse } from "node:http"
import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { portalTime } from "../games/portalTime.ts"
import { ApiError } from "../http/ApiError.ts"
import { parseJson, readBody } from "../http/body.ts"
import { sendError, sendJson } from "../http/router.ts"
import { settleDue } from "../money/sweep.ts"
import type { Services } from "../services.ts"
import { settleNow } from "./settlementSweep.ts"

/** The most the clock moves in one call: a year. */
const maxAdvanceMinutes = 366 * 24 * 60

const clockValue = (services: Services) => {
  const now = services.clock()
  return { now, time: portalTime(now) }
}

/** Answers the clock's route; true when it answered. */
export const clockRoute = async (services: Services, req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
  if (req.method === "GET") {
    sendJson(res, 200, { success: true, value: clockValue(services) })
    return true
  }
  if (req.method !== "POST") return false
  let body: unknown
  try {
    body = parseJson(await readBody(req, 1024))
  } catch {
    body = undefined
  }
  const minutes = (body as { advanceMinutes?: unknown } | undefined)?.advanceMinutes
  if (typeof minutes !== "number" || !Number.isInteger(minutes) || minutes < 0 || minutes > maxAdvanceMinutes) {
    sendError(
      res,
      new ApiError(
        422,
        gatewayCodes.badRequest,
        `advanceMinutes: a whole number of minutes from 0 to ${maxAdvanceMinutes}`,
      ),
    )
    return true
  }
  services.advanceClock(minutes * 60_000)
  await settleDue(services.db, services.clock())
  await settleNow(services)
  sendJson(res, 200, { success: true, value: clockValue(services) })
  return true
}
