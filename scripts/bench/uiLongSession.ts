/**
 * `ui.heap_after_8h_mb`: the JS heap of the home page after a member has kept it open for 8 hours, measured in
 * Chromium against the sandbox serving the built UI; `ui.heap_member_mb`: the same page's heap once it has loaded, the
 * start of those 8 hours. The page's timers are Playwright's fake clock, so the header clock ticks 28,800 times (one
 * `ClockTicked` a second), the banner carousel turns 4,800 times and the jackpot and winner board are asked for
 * 1,920 and 960 times, each answered (the clock runs 15 s at a time, then the page's requests finish), in about a
 * minute of real time; the balance is refreshed every 5 simulated minutes from the header's refresh icon (96 balance
 * answers), as a member waiting for a deposit would. The goal is the heap after load within 1 MB: the browser's store
 * keeps a snapshot and a window of events (core/store/storeOf.ts), not the whole day.
 *
 * What is measured is the page's own heap, not the harness's: the same V8 heap holds whatever a test driver runs in
 * the page. Playwright's locators inject its selector engine (some 330 KB of source, kept as a string, and the code
 * compiled from it as a click computes accessible names); so the member logs in through the modal with locators, then
 * comes back to the page (a reload: the session is the server's), and from then on the page is driven through the
 * DevTools protocol alone, with no script of the harness in it: the refresh icon is found with DOM.querySelector and
 * clicked as a mouse click at its centre. Only the fake clock's own small script stays, as it must.
 *
 * A real 5 minutes gives the browser idle time, in which V8 collects the page's garbage, while the fake clock runs 300
 * ticks and their renders within milliseconds. Dead entries of weak tables (valtio's and proxy-compare's WeakMaps and
 * WeakSets, one per tick) are cleared only by a full collection, and a V8 table keeps its capacity after a collection
 * empties it; the bench therefore asks for a full collection after each simulated 5 minutes, as the browser's
 * idle-time collector would have done. A collection frees only garbage, so a real leak still shows.
 *
 * What is left above the heap after load is mostly machine code: V8's optimising compilers compile the functions a
 * day runs often once they are hot, most of it in the first hour. What runs every second or every few seconds
 * therefore stays out of React's renders: the header clock (ui/state/useCore.ts `useCoreEffect`), the carousel's turns
 * and the jackpot's count write into their elements, so the reconciler runs only when the polls' answers change
 * something. `ui.heap_8h_growth_interpreted_mb` runs the same day in a Chromium with those compilers off, so what the
 * page itself keeps is measured apart from that code.
 */
import type { Browser, CDPSession } from "@playwright/test"
import { logIn, onHomePage, quiet } from "./uiPage.ts"

const hours = 8
const pollMinutes = 5
/**
 * How far the fake clock runs before the page's requests are let finish: the jackpot's period, shorter than the
 * platform client's 20-second timeout, so every poll is answered as on a real day instead of timing out while the
 * clock races on (which made each slice's failure handling part of the day).
 */
const stepMs = 15_000

/**
 * The page's used JS heap once full collections stop freeing anything (less than 16 KB more), in MB: what the page
 * holds, the same rule at load and after the day. One collection can leave what a weak table's dead entries kept
 * until the next.
 */
const usedHeapMb = async (cdp: CDPSession): Promise<number> => {
  let last = Number.POSITIVE_INFINITY
  for (let round = 0; round < 8; round++) {
    await cdp.send("HeapProfiler.collectGarbage")
    const { usedSize } = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number }
    if (last - usedSize < 16 * 1024) return Math.min(last, usedSize) / 1024 / 1024
    last = usedSize
  }
  return last / 1024 / 1024
}

/** The centre of the first element `selector` matches, found through the DevTools protocol (no script in the page). */
const centreOf = async (cdp: CDPSession, selector: string): Promise<{ x: number; y: number } | undefined> => {
  const { root } = (await cdp.send("DOM.getDocument", { depth: 0 })) as { root: { nodeId: number } }
  const { nodeId } = (await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector })) as { nodeId: number }
  if (nodeId === 0) return undefined
  const box = (await cdp.send("DOM.getBoxModel", { nodeId }).catch(() => undefined)) as
    | { model: { content: ReadonlyArray<number> } }
    | undefined
  const q = box?.model.content
  if (q === undefined || q.length < 8) return undefined
  return { x: ((q[0] ?? 0) + (q[4] ?? 0)) / 2, y: ((q[1] ?? 0) + (q[5] ?? 0)) / 2 }
}

/** Waits (real time) until `selector` has a box on the page. */
const waitForBox = async (cdp: CDPSession, selector: string): Promise<{ x: number; y: number }> => {
  for (let tries = 0; tries < 300; tries++) {
    const at = await centreOf(cdp, selector)
    if (at !== undefined) return at
    await new Promise((done) => setTimeout(done, 100))
  }
  throw new Error(`the long session: ${selector} never showed`)
}

/**
 * The page's requests in flight, followed through the DevTools protocol's network events (no script in the page):
 * `settled` resolves once none is left, so the fake clock never runs past a request the sandbox is still answering.
 */
const requestsOf = async (cdp: CDPSession): Promise<{ readonly settled: () => Promise<void> }> => {
  const open = new Set<string>()
  cdp.on("Network.requestWillBeSent", (e: { requestId: string }) => open.add(e.requestId))
  cdp.on("Network.loadingFinished", (e: { requestId: string }) => open.delete(e.requestId))
  cdp.on("Network.loadingFailed", (e: { requestId: string }) => open.delete(e.requestId))
  await cdp.send("Network.enable")
  const pause = () => new Promise((done) => setTimeout(done, 2))
  return {
    settled: async () => {
      // Quiet twice in a row: an answer may start the next request (a balance, then the unread count).
      for (let quiet = 0; quiet < 2; ) {
        await pause()
        quiet = open.size === 0 ? quiet + 1 : 0
      }
    },
  }
}

/** The heap once the member's page has loaded, and after the 8 hours, in MB. */
const session = (
  browser: Browser,
  baseUrl: string,
  log: (line: string) => void,
): Promise<{ readonly loaded: number; readonly after: number }> =>
  onHomePage(
    browser,
    baseUrl,
    async (page) => {
      await logIn(page)
      // The member comes back to the page: a fresh document, with no script of the harness in it.
      await page.reload({ waitUntil: "load" })
      const cdp = await page.context().newCDPSession(page)
      try {
        const refresh = await waitForBox(cdp, 'header button[aria-label="Refresh balance"]')
        await quiet(page)
        // Let the later slices and prefetches settle (they wait for the interactive mark and idle callbacks).
        await page.clock.runFor(10_000)
        await quiet(page)
        const requests = await requestsOf(cdp)
        const loaded = await usedHeapMb(cdp)
        log(`long session: ${loaded.toFixed(2)} MB of heap once the member's page has loaded`)
        for (let minute = 0; minute < hours * 60; minute += pollMinutes) {
          for (let ms = 0; ms < pollMinutes * 60_000; ms += stepMs) {
            await page.clock.runFor(stepMs)
            await requests.settled()
          }
          await page.mouse.click(refresh.x, refresh.y)
          await requests.settled()
          // The idle-time collection of a real 5 minutes (see above).
          await cdp.send("HeapProfiler.collectGarbage")
          if (minute + pollMinutes === 60) log(`long session: ${(await usedHeapMb(cdp)).toFixed(2)} MB after 1 hour`)
        }
        await page.clock.runFor(10_000)
        const after = await usedHeapMb(cdp)
        log(`long session: ${after.toFixed(2)} MB of heap after ${hours} simulated hours`)
        return { loaded, after }
      } finally {
        await cdp.detach()
      }
    },
    { fakeClock: true },
  )

/**
 * The long-session figures. `interpreted` starts the same Chromium with V8's optimising compilers off (ignition only):
 * the same day run there grows by what the page keeps (`ui.heap_8h_growth_interpreted_mb`), without the machine code
 * V8 compiles for the day's hot paths, which is what the difference between the two runs is.
 */
export const longSessionFigures = async (
  browser: Browser,
  baseUrl: string,
  log: (line: string) => void,
  interpreted: () => Promise<Browser>,
): Promise<Record<string, number>> => {
  const day = await session(browser, baseUrl, log)
  const plain = await interpreted()
  try {
    const bare = await session(plain, baseUrl, (line) => log(`${line} (optimising compilers off)`))
    return {
      "ui.heap_member_mb": Number(day.loaded.toFixed(2)),
      "ui.heap_after_8h_mb": Number(day.after.toFixed(2)),
      "ui.heap_8h_growth_interpreted_mb": Number((bare.after - bare.loaded).toFixed(2)),
    }
  } finally {
    await plain.close()
  }
}
