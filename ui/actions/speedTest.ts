/**
 * The mirror-site speed test (spec section 1; wire notes section 1: `GET <scheme>://<domainName>/wps/system/test/
 * ping?speed=<ms>` probes each `domainList` host): the browser's part, measuring. Each domain is probed with a
 * `no-cors` fetch of its ping address (an opaque answer is enough: only the time counts, and the page's CSP lists the
 * mirrors in `connect-src`), timed with `performance.now()`; a probe that fails or takes longer than
 * `probeTimeoutMs` is no measurement, so the domain keeps speed 0. Core's `speedTest` probes one domain after another
 * and records each latency; its content slice keeps the list fastest first, untested last.
 */
import * as Effect from "effect/Effect"
import * as SpeedTest from "../../core/workflows/speedTest.ts"
import { run } from "../app/runtime.ts"

/** A probe slower than this counts as no answer. */
export const probeTimeoutMs = 5000

/** The ping address of a domain (`host[:port]`, or a full origin) on the page's scheme. */
export const pingUrl = (domainName: string, sentAt: number, scheme = window.location.protocol): string => {
  const base = /^https?:\/\//i.test(domainName) ? domainName.replace(/\/+$/, "") : `${scheme}//${domainName}`
  return `${base}/wps/system/test/ping?speed=${sentAt}`
}

/** Times one probe of a domain, in milliseconds. */
export const probe = (domainName: string): Effect.Effect<number, Error> =>
  Effect.tryPromise({
    try: async (signal) => {
      const controller = new AbortController()
      const abort = () => controller.abort()
      signal.addEventListener("abort", abort)
      const timer = setTimeout(abort, probeTimeoutMs)
      try {
        const started = performance.now()
        await fetch(pingUrl(domainName, Date.now()), {
          mode: "no-cors",
          cache: "no-store",
          credentials: "omit",
          signal: controller.signal,
        })
        return performance.now() - started
      } finally {
        clearTimeout(timer)
        signal.removeEventListener("abort", abort)
      }
    },
    catch: (e) => (e instanceof Error ? e : new Error(String(e))),
  })

let running: Promise<number> | undefined

/** Runs the speed test over every listed domain; hands back how many answered (one run at a time). */
export const runSpeedTest = (): Promise<number> => {
  running ??= run(SpeedTest.speedTest(probe))
    .then((n) => n ?? 0)
    .finally(() => {
      running = undefined
    })
  return running
}
