/**
 * Mirror domains and the speed test of the home page (spec section 1 "mirror-site speed test", section 3 "Domain
 * list with speed 0"; wire notes section 1 and 5): `/wps/system/domainRoute` lists `domainList[{ domainName }]`;
 * the portal probes each with `GET <scheme>://<domainName>/wps/system/test/ping?speed=<ms>` and shows the measured
 * latency, fastest first; a domain not yet measured shows 0. The list itself is `DomainRoute.ts`.
 */
import * as Schema from "effect/Schema"

/** A domain and its measured latency in milliseconds; 0 while untested. */
export interface DomainSpeed {
  readonly domainName: string
  readonly speed: number
}

/** The speed of a domain not yet measured. */
export const untested = 0

/** Measured domains fastest first, then the untested ones in the order listed. */
export const rankDomains = (domains: ReadonlyArray<DomainSpeed>): ReadonlyArray<DomainSpeed> => {
  const tested = domains.filter((d) => d.speed > untested).sort((a, b) => a.speed - b.speed)
  return [...tested, ...domains.filter((d) => d.speed <= untested)]
}

/** The ping probe's request: `speed` is the time the probe was sent, which also defeats caches. */
export const PingRequest = Schema.Struct({ speed: Schema.Finite })
export type PingRequest = typeof PingRequest.Type
