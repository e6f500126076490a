/**
 * Routes outside the platform contract: the development tools under /sandbox/ (SMS outbox, switches, clock, reset), which
 * the server lets through only in development mode and to the developer (sandbox/http/devAccess.ts). Areas add theirs
 * (game pages, images) through `addRoute`.
 */

import { clockRoute } from "./agents/devClock.ts"
import { areaRoutes } from "./areaRoutes.ts"
import { readBody } from "./http/body.ts"
import { sendJson } from "./http/router.ts"
import type { Route } from "./http/server.ts"
import type { Services } from "./services.ts"

/** A route of an area, made with the services. */
export type RouteFactory = (services: Services) => Route

const devTools =
  (services: Services, reset: () => Promise<void>): Route =>
  async (req, res, url) => {
    if (!url.pathname.startsWith("/sandbox/")) return false
    if (url.pathname === "/sandbox/sms-outbox" && req.method === "GET") {
      const mobile = url.searchParams.get("mobile")
      const rows = await services.db.query(
        `select mobile, country_dialing_code as "countryDialingCode", purpose, code, created_at as "createdAt", expires_at as "expiresAt", used_at as "usedAt"
           from sms_outbox ${mobile === null ? "" : "where mobile = $1"} order by id desc limit 50`,
        mobile === null ? [] : [mobile],
      )
      sendJson(res, 200, { success: true, value: rows })
      return true
    }
    if (url.pathname === "/sandbox/admin/switches" && req.method === "POST") {
      const body = JSON.parse((await readBody(req, 4096)).toString("utf8") || "{}") as Record<string, unknown>
      if (typeof body.maintenance === "boolean") services.switches.maintenance = body.maintenance
      if (typeof body.regionRestricted === "boolean") services.switches.regionRestricted = body.regionRestricted
      sendJson(res, 200, { success: true, value: services.switches })
      return true
    }
    if (url.pathname === "/sandbox/answer-check" && req.method === "GET") {
      // What the end-to-end teardown asserts empty: the answers that failed `/openapi.json` (ARENA_CHECK_ANSWERS).
      const answers = services.answers
      sendJson(res, 200, {
        success: true,
        value: { on: answers !== undefined, checked: answers?.checked() ?? 0, mismatches: answers?.mismatches() ?? [] },
      })
      return true
    }
    if (url.pathname === "/sandbox/admin/clock") return clockRoute(services, req, res)
    if (url.pathname === "/sandbox/admin/reset" && req.method === "POST") {
      await reset()
      sendJson(res, 200, { success: true, value: "reset" })
      return true
    }
    return false
  }

/** Every extra route, development tools first. */
export const routes = (services: Services, reset: () => Promise<void>): ReadonlyArray<Route> => [
  devTools(services, reset),
  ...areaRoutes.map((f) => f(services)),
]
