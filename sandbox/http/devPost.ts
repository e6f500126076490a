/**
 * A development tool that changes a setting: `POST <path>` with a small JSON object (development mode only, behind the
 * development token like every tool under /sandbox/, http/devAccess.ts), answering the setting now in force. The
 * route's guard, the body's reading and the answer are the same for every such tool; each says only how it applies
 * the body's fields.
 */
import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import type { RouteFactory } from "../routes.ts"
import type { Services } from "../services.ts"
import { ApiError } from "./ApiError.ts"
import { readBody } from "./body.ts"
import { sendError, sendJson } from "./router.ts"

/** What a tool made of the body: the setting now in force, or why the body is refused (a 400). */
export type DevPostOutcome = { readonly value: unknown } | { readonly refused: string }

/** The route of a tool at `path`; a body that is not a JSON object is read as no fields. */
export const devPost =
  (
    path: string,
    apply: (services: Services, fields: Readonly<Record<string, unknown>>) => Promise<DevPostOutcome>,
  ): RouteFactory =>
  (services) =>
  async (req, res, url) => {
    if (url.pathname !== path) return false
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
    const fields = typeof body === "object" && body !== null ? (body as Readonly<Record<string, unknown>>) : {}
    const outcome = await apply(services, fields)
    if ("refused" in outcome) sendError(res, new ApiError(400, gatewayCodes.badRequest, outcome.refused))
    else sendJson(res, 200, { success: true, value: outcome.value })
    return true
  }

/**
 * The switches a body sets: each named field absent or true or false, at least one given; undefined when the body
 * breaks that.
 */
export const switchesOf = <K extends string>(
  fields: Readonly<Record<string, unknown>>,
  names: ReadonlyArray<K>,
): Partial<Record<K, boolean>> | undefined => {
  const given = names.filter((n) => fields[n] !== undefined)
  if (given.length === 0 || given.some((n) => typeof fields[n] !== "boolean")) return undefined
  return Object.fromEntries(given.map((n) => [n, fields[n]])) as Partial<Record<K, boolean>>
}
