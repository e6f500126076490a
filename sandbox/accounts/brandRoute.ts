/**
 * `POST /sandbox/admin/brand` `{ "loginedToHomePage"?: true | false, "verification"?: true | false }` (development
 * mode only, behind the development token like every tool under /sandbox/): switches the brand's login guard (spec
 * section 2) or its verification check before login and register (verificationChecks.ts) on a running sandbox; the
 * permission answer serves them at once. Answers the settings now in force.
 *
 * `GET /sandbox/verification-answer?challenge=<id>` (the same conditions): the answer of a live challenge, so a
 * test can pass the check the way it reads an SMS code from the outbox.
 */
import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { ApiError } from "../http/ApiError.ts"
import { readBody } from "../http/body.ts"
import { sendError, sendJson } from "../http/router.ts"
import type { RouteFactory } from "../routes.ts"
import { readBrand, setLoginGuard, setVerification } from "./brandSettings.ts"
import { answerOf } from "./verificationChecks.ts"

export const brandRoute: RouteFactory = (services) => async (req, res, url) => {
  if (url.pathname === "/sandbox/verification-answer") {
    const answer =
      services.config.development && req.method === "GET"
        ? await answerOf(services.db, url.searchParams.get("challenge") ?? "", services.clock())
        : undefined
    if (answer === undefined) sendError(res, new ApiError(404, gatewayCodes.notFound, "Not found"))
    else sendJson(res, 200, { success: true, value: { answer } })
    return true
  }
  if (url.pathname !== "/sandbox/admin/brand") return false
  if (!services.config.development || req.method !== "POST") {
    sendError(res, new ApiError(404, gatewayCodes.notFound, "Not found"))
    return true
  }
  let body: unknown
  try {
    body = JSON.parse((await readBody(req, 4096)).toString("utf8") || "{}")
  } catch {
    body = undefined
  }
  const given = (typeof body === "object" && body !== null ? body : {}) as {
    loginedToHomePage?: unknown
    verification?: unknown
  }
  const { loginedToHomePage: guard, verification } = given
  if (
    (guard === undefined && verification === undefined) ||
    (guard !== undefined && typeof guard !== "boolean") ||
    (verification !== undefined && typeof verification !== "boolean")
  ) {
    sendError(res, new ApiError(400, gatewayCodes.badRequest, "loginedToHomePage or verification: true or false"))
    return true
  }
  if (typeof guard === "boolean") await setLoginGuard(services.db, guard)
  if (typeof verification === "boolean") await setVerification(services.db, verification)
  const brand = await readBrand(services.db)
  sendJson(res, 200, {
    success: true,
    value: { loginedToHomePage: brand.loginedToHomePage, verification: brand.verification },
  })
  return true
}
