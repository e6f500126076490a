/**
 * The error catalogue of spec section 8 for platform calls, as typed errors. The platform client (adapters/http),
 * the memory platform and the HAR replay all produce these; workflows turn them into failure events.
 */
import * as Data from "effect/Data"
import type { EndpointName } from "../contract/Api.ts"
import type { ProtectionRefusal } from "../model/ProtectionRefusal.ts"
import type { VerificationMethod } from "../model/SecondVerification.ts"

/** The connection failed: "network link abnormal"; `reason` is what the network said (refused, no such host...). */
export class NetworkAbnormal extends Data.TaggedError("NetworkAbnormal")<{
  readonly endpoint: EndpointName
  readonly reason?: string
}> {}

/** The call took too long: "page took long to load, check connectivity" (504, or the client's timeout). */
export class SlowLoad extends Data.TaggedError("SlowLoad")<{ readonly endpoint: EndpointName }> {}

/** 401 or a session-invalid error code: the session is over; the UI opens the login popup. */
export class SessionExpired extends Data.TaggedError("SessionExpired")<{
  readonly endpoint: EndpointName
  readonly errorCode: string
  readonly message: string
}> {}

/** The platform refused the call with a message to show in a dialog. */
export class ServerRefused extends Data.TaggedError("ServerRefused")<{
  readonly endpoint: EndpointName
  readonly status: number
  readonly errorCode: string
  readonly message: string
  /** The platform asked for the image captcha (login failures with `value.captcha`). */
  readonly captcha: boolean
  /**
   * The ways the account may be proved, when a login from a new IP is refused with `login_verify_required` and its
   * `value.methods` (spec section 4); absent otherwise.
   */
  readonly methods?: ReadonlyArray<VerificationMethod>
  /**
   * When what refused lifts (epoch ms), when the refusal says (`value.lockedUntil` of a lock, `value.until` of a
   * limit or an exclusion), so the portal says it in the member's language and zone; absent otherwise.
   */
  readonly until?: number
  /** A player-protection refusal's particulars (the limit, what remains, the reset; the exclusion's end). */
  readonly protection?: ProtectionRefusal
}> {}

/** The answer did not decode through the contract: the endpoint and the path of the bad field. */
export class ResponseRejected extends Data.TaggedError("ResponseRejected")<{
  readonly endpoint: EndpointName
  readonly path: string
  readonly message: string
}> {}

/** Any failure of a platform call. */
export type PlatformError = NetworkAbnormal | SlowLoad | SessionExpired | ServerRefused | ResponseRejected
