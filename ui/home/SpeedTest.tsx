/**
 * The mirror-site speed test of the home page (spec section 1; section 3 "Domain list with speed 0"): every mirror
 * domain with its measured latency, fastest first, 0 while untested (core's content slice keeps that order; the
 * page says "not tested" before a run and "unreachable" for a mirror that did not answer in one; the
 * measuring is the `runSpeedTest` action's). The test runs by itself the first time the block comes into view, and
 * again on request; each row links to its mirror.
 */
import { useEffect, useState } from "react"
import type { DomainSpeed } from "../../core/model/DomainSpeed.ts"
import { runSpeedTest } from "../actions/speedTest.ts"
import { Button } from "../components/Button.tsx"
import { Skeleton } from "../components/Skeleton.tsx"
import { useT } from "../i18n/useT.ts"
import { useInView } from "./useInView.ts"
import "./SpeedTest.css"

/** A mirror's address on the page's scheme. */
const mirrorUrl = (domainName: string): string =>
  /^https?:\/\//i.test(domainName) ? domainName : `${window.location.protocol}//${domainName}/`

/** The latency's bar: full at 0 ms, empty at one second or more. */
const barWidth = (ms: number): string => `${Math.max(6, Math.round(100 - Math.min(ms, 1000) / 10))}%`

export interface SpeedTestProps {
  readonly domains: ReadonlyArray<DomainSpeed>
}

/** The speed test. */
export function SpeedTest({ domains }: SpeedTestProps) {
  const t = useT("homeMore")
  const [ref, inView] = useInView<HTMLElement>()
  const [running, setRunning] = useState(false)
  const [runs, setRuns] = useState(0)
  const count = domains.length

  const test = async () => {
    setRunning(true)
    try {
      await runSpeedTest()
    } finally {
      setRuns((n) => n + 1)
      setRunning(false)
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first run only, once in view with domains listed.
  useEffect(() => {
    if (inView && count > 0 && runs === 0 && !running) void test()
  }, [inView, count])

  return (
    <section ref={ref} className="card home-panel speed-test" aria-labelledby="home-speed-title" aria-busy={running}>
      <header className="home-panel-head">
        <h2 id="home-speed-title" className="home-panel-title">
          {t("speed_title")}
        </h2>
        <p className="muted-note home-panel-note">{t("speed_lead")}</p>
      </header>
      {count === 0 ? (
        <div className="speed-test-skeleton">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={40} />
          ))}
        </div>
      ) : (
        <ol className="speed-test-list" aria-label={t("speed_list")}>
          {domains.map((d, i) => {
            const tested = d.speed > 0
            return (
              <li key={d.domainName} className={`speed-test-row${tested ? "" : " speed-test-untested"}`}>
                <span className="rank-dot speed-test-rank" aria-hidden="true">
                  {i + 1}
                </span>
                <a
                  className="speed-test-domain"
                  href={mirrorUrl(d.domainName)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {d.domainName}
                </a>
                <span className="speed-test-bar" aria-hidden="true">
                  <span style={{ width: tested ? barWidth(d.speed) : "0%" }} />
                </span>
                <span className="speed-test-ms">
                  {tested ? (
                    t("speed_ms", { ms: d.speed })
                  ) : (
                    // Speed 0 after a finished run means the mirror did not answer (spec section 3 keeps it 0).
                    <span className="speed-test-tag">
                      {runs > 0 && !running ? t("speed_unreachable") : t("speed_untested")}
                    </span>
                  )}
                </span>
              </li>
            )
          })}
        </ol>
      )}
      <div className="speed-test-foot">
        <span role="status" className="speed-test-status">
          {running ? t("speed_running") : runs > 0 ? t("speed_done") : ""}
        </span>
        <Button variant="secondary" size="sm" busy={running} disabled={count === 0} onClick={() => void test()}>
          {t("speed_run")}
        </Button>
      </div>
    </section>
  )
}
