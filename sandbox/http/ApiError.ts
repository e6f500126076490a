/**
 * A refusal the platform sends as `{ success: false, errorCode, message }` with a 4xx status (wire notes section 2).
 * Handlers throw it; the router turns it into the envelope. Anything else thrown becomes a 500 without details.
 * Its code is one of core's catalogue (core/contract/ErrorCode.ts), named there: a code the catalogue lacks does not
 * compile, and a code spelled as a literal here fails the lint (scripts/oneRule.ts).
 */
import { type ErrorCode, gatewayCodes, sessionCodes } from "../../core/contract/ErrorCode.ts"

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: ErrorCode,
    message: string,
    readonly value?: unknown,
    /** Seconds the caller should wait before trying again (the `Retry-After` header), for a refusal of load or budget. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}

/** 400 with the platform's parameter error code, naming the field. */
export const badRequest = (field: string, message: string) =>
  new ApiError(400, gatewayCodes.badRequest, `${field}: ${message}`)

/** 401 "not logged in" (spec section 8). */
export const notLoggedIn = () => new ApiError(401, sessionCodes.notLoggedIn, "You are not logged in, please login")
