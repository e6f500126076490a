/**
 * UI figures (issue 5): the JS the home route loads before it is interactive (gzip, as served), LCP and FCP of the
 * home page (median of 5 fresh Chromium loads with 4x CPU slowdown and 150 ms / 1.6 Mbps network emulation), and
 * the JS heap after load. Builds the UI, serves it from the sandbox, drives Debian's Chromium.
 */
import { spawnSync } from "node:child_process"
import { resolve } from "node:path"
import { gzipSync } from "node:zlib"
import { type Browser, chromium, type Page } from "@playwright/test"
import type { Figures } from "./areas.ts"
import { startSandboxProcess } from "./sandboxProcess.ts"

const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]

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
  await page.waitForTimeout(1500)
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
  const sandbox = await startSandboxProcess(resolve("dist/ui"))
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args })
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    const initial = await scriptKb(page, () => page.goto(`${sandbox.url}/`, { waitUntil: "load" }))
    log(`home route: ${initial.toFixed(1)} KB of JS (gzip)`)
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
    return {
      "ui.initial_js_gzip_kb": Number(initial.toFixed(1)),
      "ui.fcp_ms": Math.round(median(loads.map((l) => l.fcp))),
      "ui.lcp_ms": Math.round(median(loads.map((l) => l.lcp))),
      "ui.heap_mb": Number((heap.usedSize / 1024 / 1024).toFixed(2)),
    }
  } finally {
    await browser.close()
    await sandbox.stop()
  }
}
