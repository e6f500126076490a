/**
 * The code filters of the money and agent lists (our choice where the spec is silent): a filter is matched without
 * regard to case or surrounding spaces, and an unknown one is refused with the choices rather than matching nothing.
 */
import { gatewayCodes } from "../../core/contract/ErrorCode.ts"
import { ApiError } from "../http/ApiError.ts"

/** The filter `v` as one of `allowed` (absent or blank: no filter); a 400 naming the field and the choices otherwise. */
export const oneOf = <T extends string>(
  field: string,
  v: string | undefined,
  allowed: ReadonlyArray<T>,
): T | undefined => {
  const wanted = v?.trim().toUpperCase() || undefined
  if (wanted === undefined) return undefined
  const found = allowed.find((a) => a === wanted)
  if (found === undefined) throw new ApiError(400, gatewayCodes.badRequest, `${field}: one of ${allowed.join(", ")}`)
  return found
}
