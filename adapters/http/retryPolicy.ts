/**
 * When a call is tried again (wire notes section 1): GET calls, which change nothing, after a dropped link
 * or a 502/503/504, twice, with growing pauses. A call that moves money only with its idempotency key, and then with
 * the same key (the server answers a repeated key with the first answer); any other write never, since the platform
 * may have acted on it. The client's own 20-second timeout is not retried: the person has waited long enough and is
 * told "page took long to load".
 */
import type { Endpoint } from "../../core/contract/Endpoint.ts"

/** What came back from one attempt. */
export type Outcome =
  | { readonly kind: "answer"; readonly status: number; readonly body: unknown }
  | { readonly kind: "network"; readonly reason?: string }
  | { readonly kind: "timeout" }

/** Pauses before the first and the second retry, in ms. */
export const defaultRetryDelays: ReadonlyArray<number> = [400, 1200]

/** Statuses of a gateway that could not reach the platform: worth another try. */
const transient: ReadonlySet<number> = new Set([502, 503, 504])

/** True when an endpoint may be tried again at all. */
export const isRetryable = (endpoint: Endpoint, idempotencyKey: string | undefined): boolean =>
  endpoint.method === "GET" || (endpoint.movesMoney && idempotencyKey !== undefined && idempotencyKey !== "")

/** True when this outcome of a retryable call is worth another try. */
export const isTransient = (outcome: Outcome): boolean =>
  outcome.kind === "network" || (outcome.kind === "answer" && transient.has(outcome.status))
