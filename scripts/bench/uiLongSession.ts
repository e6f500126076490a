/**
 * `ui.heap_after_8h_mb`: the JS heap of the home page after a member has kept it open for 8 hours, measured in
 * Chromium against the sandbox serving the built UI. The page's timers are Playwright's fake clock, so the header
 * clock ticks 28,800 times (one `ClockTicked` a second) in a few seconds of real time, and the balance is refreshed
 * every 5 simulated minutes from the header's refresh icon (96 balance answers), as a member waiting for a deposit
 * would. The goal is the heap after load (`ui.heap_mb`) within 1 MB: the browser's store keeps a snapshot and a
 * window of events (core/store/storeOf.ts), not the whole day.
 *
 * The harness must not add what a real day would not: a real 5 minutes gives the browser idle time, in which V8
 * collects the page's garbage, while the fake clock runs 300 ticks and their renders within milliseconds. Dead
 * entries of weak tables (valtio's and proxy-compare's WeakMaps and WeakSets, one per tick) are cleared only by a
 * full collection, so without one the tables' backing stores grew to hold an hour of ticks, and a V8 table keeps its
 * capacity after a collection empties it (about 0.5 MB that a real session does not hold). The bench therefore asks
 * for a full collection after each simulated 5 minutes, as the browser's idle-time collector would have done; a
 * collection frees only garbage, so a real leak still shows. What is left above the heap after load is mostly V8's
 * optimised code for the paths a day runs (ticks, polls, the fake clock's own loop), which grows once, not by the hour.
 */
import type { Browser, Page } from "@playwright/test"
import { logIn, onHomePage } from "./uiPage.ts"

const hours = 8
const pollMinutes = 5

/** The page's used JS heap after a full garbage collection, in MB. */
export const heapMb = async (page: Page): Promise<number> => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("HeapProfiler.collectGarbage")
  const heap = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number }
  await cdp.detach()
  return heap.usedSize / 1024 / 1024
}

/** The long-session figure. */
export const longSessionFigures = async (
  browser: Browser,
  baseUrl: string,
  log: (line: string) => void,
): Promise<Record<string, number>> => {
  return onHomePage(
    browser,
    baseUrl,
    async (page) => {
      await logIn(page)
      await page.waitForLoadState("networkidle")
      // Let the later slices and prefetches settle (they wait for the interactive mark and idle callbacks).
      await page.clock.runFor(10_000)
      await page.waitForLoadState("networkidle")
      const loaded = await heapMb(page)
      log(`long session: ${loaded.toFixed(2)} MB of heap once logged in`)
      const refresh = page.getByRole("banner").getByRole("button", { name: "Refresh balance" })
      const cdp = await page.context().newCDPSession(page)
      for (let minute = 0; minute < hours * 60; minute += pollMinutes) {
        await page.clock.runFor(pollMinutes * 60_000)
        await refresh.click()
        await page.waitForLoadState("networkidle")
        // The idle-time collection of a real 5 minutes (see above).
        await cdp.send("HeapProfiler.collectGarbage")
      }
      await cdp.detach()
      await page.clock.runFor(10_000)
      const after = await heapMb(page)
      log(`long session: ${after.toFixed(2)} MB of heap after ${hours} simulated hours`)
      return { "ui.heap_after_8h_mb": Number(after.toFixed(2)) }
    },
    { fakeClock: true },
  )
}
