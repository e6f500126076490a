/**
 * `call` for the answers that carry a session token (logins, registrations): the workflow gets the token, the
 * event log does not. The answer event holds `[redacted]` in its place, so a recorded or replayed log, a devtools
 * view or a bug report never leaks a live session (the token lives only in session storage; README, Decisions).
 */
import { redactedToken } from "../model/LoginResponse.ts"
import { recordingCall } from "./call.ts"

/** The value with its `token` (if any) replaced by the redaction mark. */
export const redactToken = <A>(value: A): A =>
  typeof value === "object" && value !== null && typeof (value as { token?: unknown }).token === "string"
    ? { ...value, token: redactedToken }
    : value

/** Calls `endpoint`; emits the answer with its token redacted, or the failure; hands back the whole value. */
export const callRedacted = recordingCall(redactToken)
