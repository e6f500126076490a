/**
 * The mirror-site speed test of the home page (spec section 1; wire notes section 1): each listed domain is probed
 * and its latency recorded (`DomainSpeedMeasured`), so the list shows fastest first. The probe itself (a timed
 * `GET <scheme>://<domain>/wps/system/test/ping?speed=<ms>`) is the adapter's: core has no clock and no network.
 * A domain whose probe fails keeps speed 0.
 */
import * as Effect from "effect/Effect"
import * as EventLog from "../store/EventLog.ts"

/** Probes a domain; succeeds with its latency in milliseconds. */
export type Probe<E, R> = (domainName: string) => Effect.Effect<number, E, R>

/** Records a latency measured elsewhere. */
export const recordDomainSpeed = (domain: string, ms: number) =>
  EventLog.emit({ _tag: "DomainSpeedMeasured", domain, ms })

/** Probes every listed domain, one after another; hands back how many answered. */
export const speedTest = <E, R>(probe: Probe<E, R>) =>
  Effect.gen(function* () {
    const domains = (yield* EventLog.state).content.domains.map((d) => d.domainName)
    let answered = 0
    for (const domain of domains) {
      const ms = yield* probe(domain).pipe(Effect.option)
      if (ms._tag === "Some") {
        yield* recordDomainSpeed(domain, ms.value)
        answered += 1
      }
    }
    return answered
  })
