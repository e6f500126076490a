/**
 * The step every workflow repeats: call an endpoint, emit its answer event or its failure event, and hand back the
 * value (or the typed error) so the workflow can decide what comes next.
 */
import * as Effect from "effect/Effect"
import type { DeclaredEndpoint } from "../contract/Api.ts"
import { answered } from "../contract/Endpoint.ts"
import type { Event } from "../events/Event.ts"
import type { PlatformError } from "../events/Failures.ts"
import { type CallOptions, Platform } from "../ports/Platform.ts"
import { type EventLog, emit } from "../store/EventLog.ts"

/**
 * A way to call an endpoint and get its value or the platform's typed error: `call` and `callRedacted`, which record
 * what happened, or the port itself for a read that changes nothing (`quietCall`, an export).
 */
export type Caller<R> = <E extends DeclaredEndpoint>(
  endpoint: E,
  request: E["request"]["Type"],
  options?: CallOptions,
) => Effect.Effect<E["response"]["Type"], PlatformError, R>

/** Calls `endpoint`; emits what happened; fails with the platform's error after emitting its event. */
export const call: Caller<Platform | EventLog> = (endpoint, request, options) =>
  Platform.use((p) => p.call(endpoint, request, options)).pipe(
    Effect.tap((value) => emit(answered(endpoint, value) as Event)),
    Effect.tapError((error) => emit(error)),
  )
