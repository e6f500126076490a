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
import { devPost, switchesOf } from "../http/devPost.ts"
import { sendError, sendJson } from "../http/router.ts"
import type { RouteFactory } from "../routes.ts"
import { readBrand, setLoginGuard, setVerification } from "./brandSettings.ts"
import { answerOf } from "./verificationChecks.ts"

const brandSwitches = devPost("/sandbox/admin/brand", async ({ db }, fields) => {
  const set = switchesOf(fields, ["loginedToHomePage", "verification"])
  if (set === undefined) return { refused: "loginedToHomePage or verification: true or false" }
  if (set.loginedToHomePage !== undefined) await setLoginGuard(db, set.loginedToHomePage)
  if (set.verification !== undefined) await setVerification(db, set.verification)
  const brand = await readBrand(db)
  return { value: { loginedToHomePage: brand.loginedToHomePage, verification: brand.verification } }
})

export const brandRoute: RouteFactory = (services) => {
  const switches = brandSwitches(services)
  return async (req, res, url) => {
    if (url.pathname === "/sandbox/verification-answer") {
      const answer =
        services.config.development && req.method === "GET"
          ? await answerOf(services.db, url.searchParams.get("challenge") ?? "", services.clock())
          : undefined
      if (answer === undefined) sendError(res, new ApiError(404, gatewayCodes.notFound, "Not found"))
      else sendJson(res, 200, { success: true, value: { answer } })
      return true
    }
    return switches(req, res, url)
  }
}
