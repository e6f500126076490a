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
 */
import { spawnSync } from "node:child_process"
import { readdirSync } from "node:fs"
import { resolve } from "node:path"
import { gzipSync } from "node:zlib"
import { type Browser, chromium, type Page } from "@playwright/test"
import type { Figures } from "./areas.ts"
import { startSandboxProcess } from "./sandboxProcess.ts"
import { gamesFigures } from "./uiGames.ts"
import { longSessionFigures } from "./uiLongSession.ts"
import { memberCentreFigures } from "./uiMemberCentre.ts"
import { recordsFigures } from "./uiRecords.ts"

const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

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
  await page.waitForLoadState("networkidle")
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

/** Loads `url` and splits the scripts it fetched until the network was idle at the `arena:interactive` mark. */
export const homeScripts = async (page: Page, url: string): Promise<HomeScripts> => {
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
    .waitForFunction(() => performance.getEntriesByName("arena:interactive").length > 0, undefined, {
      timeout: 60_000,
    })
    .catch(() => undefined)
  await page.waitForLoadState("networkidle")
  page.off("response", onResponse)
  const timing = await page.evaluate(() => ({
    mark: performance.getEntriesByName("arena:interactive")[0]?.startTime ?? Number.POSITIVE_INFINITY,
    starts: performance
      .getEntriesByType("resource")
      .map((e) => [e.name, e.startTime] as const)
      .concat([[location.href, 0]]),
  }))
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

const throttled = async (browser: Browser, url: string) => {
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
  await page.waitForFunction(() => performance.getEntriesByName("arena:interactive").length > 0, null, {
    timeout: 120_000,
  })
  await page.waitForLoadState("networkidle").catch(() => undefined)
  await page.waitForTimeout(500)
  const paint = await page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((done) => {
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0
        let lcp = 0
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) lcp = Math.max(lcp, e.startTime)
        }).observe({ type: "largest-contentful-paint", buffered: true })
        setTimeout(() => done({ fcp, lcp: lcp || fcp }), 100)
      }),
  )
  await context.close()
  return paint
}

export const run = async (log: (line: string) => void): Promise<Figures> => {
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "error"], { stdio: "inherit" })
  if (build.status !== 0) throw new Error("the UI build failed")
  const chunks = readdirSync("dist/ui/assets").filter((f) => f.endsWith(".js")).length
  log(`build: ${chunks} JS chunks in dist/ui/assets`)
  const sandbox = await startSandboxProcess(resolve("dist/ui"))
  const browser = await chromium.launch({ executablePath, args })
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    const home = await homeScripts(page, `${sandbox.url}/`)
    for (const s of [...home.scripts].sort((a, b) => b.kb - a.kb))
      log(`  ${s.before ? "before" : "after "} ${s.kb.toFixed(1).padStart(6)} KB ${s.name}`)
    log(`home route: ${home.beforeInteractiveKb.toFixed(1)} KB of JS (gzip) before interactive`)
    log(`home route: ${home.totalKb.toFixed(1)} KB of JS (gzip) until the network is idle`)
    const cdp = await context.newCDPSession(page)
    await cdp.send("HeapProfiler.collectGarbage")
    const heap = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number }
    await context.close()

    const loads: Array<{ fcp: number; lcp: number }> = []
    for (let i = 0; i < 5; i++) {
      const p = await throttled(browser, `${sandbox.url}/`)
      log(`load ${i + 1}: FCP ${Math.round(p.fcp)} ms, LCP ${Math.round(p.lcp)} ms`)
      loads.push(p)
    }
    // The game pages and the member centre, against the same sandbox.
    const games = await gamesFigures(browser, sandbox.url, log)
    const centre = await memberCentreFigures(browser, sandbox.url, log)
    const records = await recordsFigures(browser, sandbox.url, log)
    const longSession = await longSessionFigures(browser, sandbox.url, log, () =>
      chromium.launch({ executablePath, args: [...args, "--js-flags=--max-opt=0"] }),
    )
    return {
      "ui.initial_js_gzip_kb": Number(home.beforeInteractiveKb.toFixed(1)),
      "ui.home_js_total_gzip_kb": Number(home.totalKb.toFixed(1)),
      "ui.fcp_ms": Math.round(median(loads.map((l) => l.fcp))),
      "ui.lcp_ms": Math.round(median(loads.map((l) => l.lcp))),
      "ui.heap_mb": Number((heap.usedSize / 1024 / 1024).toFixed(2)),
      "ui.js_chunks": chunks,
      ...games,
      ...centre,
      ...records,
      ...longSession,
    }
  } finally {
    await browser.close()
    await sandbox.stop()
  }
}
