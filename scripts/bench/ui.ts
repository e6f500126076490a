/**
 * UI figures: the JS the home route loads before it is interactive (gzip, as served), LCP and FCP of the
 * home page (median of 5 fresh Chromium loads with 4x CPU slowdown and 150 ms / 1.6 Mbps network emulation), and
 * the JS heap after load, the number of JS chunks the build emits (`ui.js_chunks`). Builds the UI, serves it from the sandbox, drives Debian's Chromium.
 *
 * "Before it is interactive" is measured, not guessed: the app sets the performance mark `arena:interactive`
 * (ui/app/interactive.ts) when the home section has first rendered with the start's answers (language, session,
 * settings, catalogue) and the header works. `ui.initial_js_gzip_kb` counts every script whose request STARTED
 * before that mark (Resource Timing `startTime` against the mark's `startTime`, same time origin); a script asked
 * for later (the popup notice's sanitiser, a QR code scrolled into view, a prefetch) is not in it. So that nothing
 * is hidden, `ui.home_js_total_gzip_kb` is every script the home page fetched until the network was idle.
 * LCP is read after the interactive mark and the network's settling, so the largest paint of the home section counts.
 *
 * "Until the network is idle" is no request in flight for a second after the mark, counted by the bench itself:
 * Playwright's `networkidle` is a state the page reaches once, so a page that paused before the mark (a slow
 * machine) looked idle while what it loads after the mark was still to come, and the total came out low.
 *
 * The floor page (scripts/bench/uiFloor.ts: React 19 + wouter + valtio + i18next + effect, nothing of the portal's)
 * is measured in the same run, its loads alternating with the home page's: `ui.home_js_over_floor` (JS to network
 * idle), `ui.interactive_over_floor` (the interactive mark over the floor's render, throttled) and
 * `ui.fcp_over_floor`. `BENCH_UI_HOME_ONLY=1` stops after the home page's figures (the game pages, the member
 * centre, records and the long session take most of the run); `BENCH_UI_NO_LONG=1` stops before the long session,
 * whose day on the fake clock takes over an hour of real time.
 */
import { spawnSync } from "node:child_process"
import { readdirSync } from "node:fs"
import { resolve } from "node:path"
import { gzipSync } from "node:zlib"
import { type Browser, chromium, type Page } from "@playwright/test"
import type { Figures } from "./areas.ts"
import { startSandboxProcess } from "./sandboxProcess.ts"
import { buildFloor, floorMark, floorPath } from "./uiFloor.ts"
import { gamesFigures } from "./uiGames.ts"
import { longSessionFigures } from "./uiLongSession.ts"
import { memberCentreFigures } from "./uiMemberCentre.ts"
import { chromiumLaunch, quiet } from "./uiPage.ts"
import { recordsFigures } from "./uiRecords.ts"

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? 0
}

/** Gzip kilobytes of every script the page fetched while `action` ran and the network settled. */
export const scriptKb = async (page: Page, action: () => Promise<unknown>): Promise<number> => {
  const bodies: Array<Promise<Buffer | undefined>> = []
  const onResponse = (r: import("@playwright/test").Response) => {
    if (r.request().resourceType() === "script") bodies.push(r.body().catch(() => undefined))
  }
  page.on("response", onResponse)
  await action()
  await quiet(page)
  page.off("response", onResponse)
  const all = await Promise.all(bodies)
  return all.reduce((kb, b) => kb + (b === undefined ? 0 : gzipSync(b, { level: 9 }).length / 1024), 0)
}

/** The home page's scripts: gzip KB of those asked for before the interactive mark, and of all of them. */
export interface HomeScripts {
  readonly beforeInteractiveKb: number
  readonly totalKb: number
  /** Each script: its file name, gzip KB, and whether it was asked for before the mark. */
  readonly scripts: ReadonlyArray<{ readonly name: string; readonly kb: number; readonly before: boolean }>
}

/** Resolves once no request of `page` has been in flight for `quietMs` (or after `limitMs` in all). */
const settled = (page: Page, quietMs = 1000, limitMs = 60_000): Promise<void> =>
  new Promise((done) => {
    let inFlight = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const finish = () => {
      clearTimeout(timer)
      clearTimeout(limit)
      page.off("request", up)
      page.off("requestfinished", down)
      page.off("requestfailed", down)
      done()
    }
    const arm = () => {
      clearTimeout(timer)
      if (inFlight === 0) timer = setTimeout(finish, quietMs)
    }
    const up = () => {
      inFlight++
      clearTimeout(timer)
    }
    const down = () => {
      inFlight = Math.max(0, inFlight - 1)
      arm()
    }
    const limit = setTimeout(finish, limitMs)
    page.on("request", up)
    page.on("requestfinished", down)
    page.on("requestfailed", down)
    arm()
  })

/**
 * Loads `url` and splits the scripts it fetched until the network was idle after the `mark` (`arena:interactive`,
 * or the floor page's).
 */
export const homeScripts = async (page: Page, url: string, mark = "arena:interactive"): Promise<HomeScripts> => {
  const bodies: Array<Promise<{ url: string; body: Buffer | undefined }>> = []
  const onResponse = (r: import("@playwright/test").Response) => {
    if (r.request().resourceType() === "script")
      bodies.push(
        r.body().then(
          (body) => ({ url: r.url(), body }),
          () => ({ url: r.url(), body: undefined }),
        ),
      )
  }
  page.on("response", onResponse)
  await page.goto(url, { waitUntil: "load" })
  // No mark within 60 s (a failed start): every script counts as before it, so a broken page cannot look light.
  await page
    .waitForFunction((m) => performance.getEntriesByName(m).length > 0, mark, { timeout: 60_000 })
    .catch(() => undefined)
  await settled(page)
  page.off("response", onResponse)
  const timing = await page.evaluate(
    (m) => ({
      mark: performance.getEntriesByName(m)[0]?.startTime ?? Number.POSITIVE_INFINITY,
      starts: performance
        .getEntriesByType("resource")
        .map((e) => [e.name, e.startTime] as const)
        .concat([[location.href, 0]]),
    }),
    mark,
  )
  const startOf = new Map<string, number>()
  for (const [name, start] of timing.starts) startOf.set(name, Math.min(start, startOf.get(name) ?? start))
  const scripts = (await Promise.all(bodies)).map(({ url: u, body }) => ({
    name: u.replace(/^.*\//, ""),
    kb: body === undefined ? 0 : gzipSync(body, { level: 9 }).length / 1024,
    // A script missing from Resource Timing (it should not be) counts as before the mark: never hide bytes.
    before: (startOf.get(u) ?? 0) < timing.mark,
  }))
  const sum = (xs: ReadonlyArray<{ kb: number }>) => xs.reduce((kb, x) => kb + x.kb, 0)
  return { beforeInteractiveKb: sum(scripts.filter((s) => s.before)), totalKb: sum(scripts), scripts }
}

/** One fresh load of `url` on the throttled link and CPU: its FCP, LCP and the moment of `mark`, in ms. */
const throttled = async (browser: Browser, url: string, mark = "arena:interactive") => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  await page.goto(url, { waitUntil: "load" })
  // LCP is final only once the home section has rendered with its answers (the interactive mark) and its images
  // have arrived: reading it earlier would report the header's first paint as the largest one.
  await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, mark, { timeout: 120_000 })
  await settled(page, 500, 30_000)
  const paint = await page.evaluate(
    (m) =>
      new Promise<{ fcp: number; lcp: number; ready: number }>((done) => {
        const ready = performance.getEntriesByName(m)[0]?.startTime ?? 0
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0
        let lcp = 0
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) lcp = Math.max(lcp, e.startTime)
        }).observe({ type: "largest-contentful-paint", buffered: true })
        setTimeout(() => done({ fcp, lcp: lcp || fcp, ready }), 100)
      }),
    mark,
  )
  await context.close()
  return paint
}

/** The JS heap of `page` after a full collection, in MB. */
const heapMb = async (page: Page): Promise<number> => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("HeapProfiler.collectGarbage")
  const heap = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number }
  return heap.usedSize / 1024 / 1024
}

const ratio = (a: number, b: number): number => (b > 0 ? Number((a / b).toFixed(2)) : 0)

export const run = async (log: (line: string) => void): Promise<Figures> => {
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "error"], { stdio: "inherit" })
  if (build.status !== 0) throw new Error("the UI build failed")
  const chunks = readdirSync("dist/ui/assets").filter((f) => f.endsWith(".js")).length
  log(`build: ${chunks} JS chunks in dist/ui/assets`)
  await buildFloor(resolve("dist/ui"))
  const sandbox = await startSandboxProcess(resolve("dist/ui"))
  const browser = await chromium.launch(chromiumLaunch)
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    const home = await homeScripts(page, `${sandbox.url}/`)
    for (const s of [...home.scripts].sort((a, b) => b.kb - a.kb))
      log(`  ${s.before ? "before" : "after "} ${s.kb.toFixed(1).padStart(6)} KB ${s.name}`)
    log(`home route: ${home.beforeInteractiveKb.toFixed(1)} KB of JS (gzip) before interactive`)
    log(`home route: ${home.totalKb.toFixed(1)} KB of JS (gzip) until the network is idle`)
    const heap = await heapMb(page)
    await context.close()
    const floorContext = await browser.newContext()
    const floorPage = await floorContext.newPage()
    const floor = await homeScripts(floorPage, `${sandbox.url}${floorPath}`, floorMark)
    log(`floor page: ${floor.totalKb.toFixed(1)} KB of JS (gzip) until the network is idle`)
    const floorHeap = await heapMb(floorPage)
    await floorContext.close()

    // The home page and the floor page alternate, so a slower moment of the machine weighs on both alike.
    const loads: Array<{ fcp: number; lcp: number; ready: number }> = []
    const floorLoads: Array<{ fcp: number; lcp: number; ready: number }> = []
    for (let i = 0; i < 5; i++) {
      const p = await throttled(browser, `${sandbox.url}/`)
      const f = await throttled(browser, `${sandbox.url}${floorPath}`, floorMark)
      log(
        `load ${i + 1}: FCP ${Math.round(p.fcp)} ms, LCP ${Math.round(p.lcp)} ms, interactive ${Math.round(p.ready)} ms;` +
          ` floor: FCP ${Math.round(f.fcp)} ms, rendered ${Math.round(f.ready)} ms`,
      )
      loads.push(p)
      floorLoads.push(f)
    }
    const interactiveMs = median(loads.map((l) => l.ready))
    const floorRenderMs = median(floorLoads.map((l) => l.ready))
    const figures: Figures = {
      "ui.initial_js_gzip_kb": Number(home.beforeInteractiveKb.toFixed(1)),
      "ui.home_js_total_gzip_kb": Number(home.totalKb.toFixed(1)),
      "ui.floor_js_gzip_kb": Number(floor.totalKb.toFixed(1)),
      "ui.home_js_over_floor": ratio(home.totalKb, floor.totalKb),
      "ui.fcp_ms": Math.round(median(loads.map((l) => l.fcp))),
      "ui.lcp_ms": Math.round(median(loads.map((l) => l.lcp))),
      "ui.interactive_ms": Math.round(interactiveMs),
      "ui.floor_render_ms": Math.round(floorRenderMs),
      "ui.interactive_over_floor": ratio(interactiveMs, floorRenderMs),
      "ui.fcp_over_floor": ratio(median(loads.map((l) => l.fcp)), median(floorLoads.map((l) => l.fcp))),
      "ui.heap_mb": Number(heap.toFixed(2)),
      "ui.floor_heap_mb": Number(floorHeap.toFixed(2)),
      "ui.js_chunks": chunks,
    }
    if (process.env.BENCH_UI_HOME_ONLY === "1") return figures
    // The game pages and the member centre, against the same sandbox.
    const games = await gamesFigures(browser, sandbox.url, log)
    const centre = await memberCentreFigures(browser, sandbox.url, log)
    const records = await recordsFigures(browser, sandbox.url, log)
    if (process.env.BENCH_UI_NO_LONG === "1") return { ...figures, ...games, ...centre, ...records }
    const longSession = await longSessionFigures(browser, sandbox.url, log, () =>
      chromium.launch({ ...chromiumLaunch, args: [...chromiumLaunch.args, "--js-flags=--max-opt=0"] }),
    )
    return { ...figures, ...games, ...centre, ...records, ...longSession }
  } finally {
    await browser.close()
    await sandbox.stop()
  }
}
