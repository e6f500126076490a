/**
 * `call` for the answers that carry a session token (logins, registrations): the workflow gets the token, the
 * event log does not. The answer event holds `[redacted]` in its place, so a recorded or replayed log, a devtools
 * view or a bug report never leaks a live session (the token lives only in session storage; README, Decisions).
 */
import * as Effect from "effect/Effect"
import { answered } from "../contract/Endpoint.ts"
import type { Event } from "../events/Event.ts"
import { redactedToken } from "../model/LoginResponse.ts"
import { Platform } from "../ports/Platform.ts"
import { type EventLog, emit } from "../store/EventLog.ts"
import type { Caller } from "./call.ts"

/** The value with its `token` (if any) replaced by the redaction mark. */
export const redactToken = <A>(value: A): A =>
  typeof value === "object" && value !== null && typeof (value as { token?: unknown }).token === "string"
    ? { ...value, token: redactedToken }
    : value

/**
 * Calls `endpoint`; emits the answer with its token redacted, or the failure; hands back the whole value. It repeats
 * `call`'s three lines rather than share them: `call` is in the first view's entry chunk, and a shared step would put
 * code there that only the later login and registration chunks use.
 */
export const callRedacted: Caller<Platform | EventLog> = (endpoint, request, options) =>
  Platform.use((p) => p.call(endpoint, request, options)).pipe(
    Effect.tap((value) => emit(answered(endpoint, redactToken(value)) as Event)),
    Effect.tapError((error) => emit(error)),
  )
