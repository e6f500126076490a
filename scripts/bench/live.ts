/**
 * The live stream's figures (DESIGN.md "Pushed answers", sandbox/live/hub.ts), on two instances of one PostgreSQL
 * (`ARENA_BENCH_PG`, else `ARENA_TEST_PG`, else a server of its own from scripts/test.ts):
 * - `live.reconnect_lost`: a member's stream held on instance B through the portal's own client
 *   (adapters/http/liveStream.ts, `Last-Event-ID` on every reopening) while 1,000 transfers are committed on instance A
 *   and the stream is cut 100 times during the burst. Answers may be merged (a stream gets the answer of the latest
 *   change, not one per change), so what counts as lost is what the client never caught up with: the member's
 *   changes after the last id it saw, and a last balance that is not the one the platform answers when asked.
 * - `live.streams_rss_mb`: the resident memory of instance B holding 10,000 open streams (2,000 members, 5 tabs each:
 *   the cap per member), read from /proc.
 * - `live.balance_update_ms`: from a money movement committed on instance A to the header's new total in a Chromium
 *   tab whose stream is on instance B, the 95th percentile of at least 20 samples. The movement is a round of the demo
 *   slot (a transfer between wallets leaves the header's total as it was). The clock starts when A's answer to the
 *   round arrives: A committed before it answered, and all that lies between the commit and the answer is A writing
 *   its answer, so the figure is the notification, B's reading of the new balance, the stream and the page's rendering
 *   (a hair under the commit's true age). It stops at the first frame that shows the new total. The log line gives
 *   the same from the round's request too (A's work on the round counted), and when a Node reader of a stream on B
 *   had the event, to tell the server's part from the page's.
 * - `live.calls_per_tab_hour`: the platform calls (its API paths) of an idle logged-in tab on the home page over an
 *   hour of the page's clock (Playwright's `page.clock`, run in steps of 20 s), the stream's own openings counted;
 *   `live.calls_per_tab_hour_polled` the same with the stream answered 404 (a platform without it), the polling the
 *   portal falls back to. The tab's instance sends its heartbeat every 50 ms (`ARENA_LIVE_HEARTBEAT_MS`), so each
 *   step's short real pause brings the heartbeats the simulated 20 s would have, and the client's 60 s silence limit
 *   does not cut a stream that an hour of real time would have kept.
 */
import { readFileSync } from "node:fs"
import http from "node:http"
import { resolve } from "node:path"
import { type Browser, chromium, type Page } from "@playwright/test"
import pg from "pg"
import { follow } from "../../adapters/http/liveStream.ts"
import { Api } from "../../core/contract/Api.ts"
import type { LocalKey, SessionKey } from "../../core/model/StorageKeys.ts"
import { makeMemory } from "../../core/ports/KeyValue.ts"
import { type Instance, startInstance } from "../../sandbox/cluster.ts"
import { scratchDatabase } from "../../sandbox/db/scratch.ts"
import { vendorByCode } from "../../sandbox/seed/vendors.ts"
import { startPostgres } from "../test.ts"
import type { Figures } from "./areas.ts"
import { login, wire } from "./scale.ts"
import { chromiumLaunch, demoSlotLaunch, logIn, onHomePage, quiet } from "./uiPage.ts"

const transfersInBurst = 1000
const forcedReconnects = 100
const members = 2000
const tabsPerMember = 5
/** Rounds whose new total the header must show (a round that pays its stake back changes nothing and is not one). */
const balanceSamples = 25

/** The simulated hour of `live.calls_per_tab_hour`, run in steps of 20 s of the page's clock. */
const hourMs = 3_600_000
const stepMs = 20_000
/** The heartbeat of the instance the idle tab is on (`ARENA_LIVE_HEARTBEAT_MS`): a few in each step's real pause. */
const benchHeartbeatMs = 50

const percentile = (xs: ReadonlyArray<number>, p: number): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0
}

/** The amount a header's text shows ("P 1,234.56" is 1234.56). */
const amountOf = (text: string): number => Number(text.replace(/[^\d.]/g, ""))

/** The page's session token (sessionStorage, spec section 3 "Storage"). */
const tokenOf = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const v = sessionStorage.getItem("token") ?? ""
    try {
      const parsed: unknown = JSON.parse(v)
      return typeof parsed === "string" ? parsed : v
    } catch {
      return v
    }
  })

/** Resident memory of a process, in MB (Linux /proc). */
const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith("VmRSS:"))
  return Math.round((Number(/\d+/.exec(line ?? "")?.[0] ?? 0) / 1024) * 10) / 10
}

/** The member's balance answer as the platform gives it when asked. */
const balanceOf = async (base: string, token: string): Promise<unknown> =>
  (
    (await (await fetch(`${base}${Api.balance.path}`, { headers: { ...wire, Authorization: token } })).json()) as {
      value: unknown
    }
  ).value

/** Events lost across forced reconnects during a burst of transfers (see the module's note). */
const reconnectLost = async (a: Instance, b: Instance, db: pg.Client, log: (line: string) => void) => {
  const token = await login(a.url, "player01", "Player123")
  const memberId = Number(
    (await db.query<{ id: string }>("select id from members where account = 'player01'")).rows[0]?.id,
  )
  let lastBalance: unknown
  let cut: (() => void) | undefined
  let opened = 0
  const following = follow({
    baseUrl: b.url,
    merchantCode: "arena",
    session: makeMemory<SessionKey>(new Map([["token", token]])),
    local: makeMemory<LocalKey>(),
    retryMs: 10,
    // Each connection can be cut from here: the client sees a broken stream and opens again with its last id.
    fetch: (input, init) => {
      const abort = new AbortController()
      init?.signal?.addEventListener("abort", () => abort.abort())
      cut = () => abort.abort()
      opened++
      return fetch(input, { ...init, signal: abort.signal })
    },
    onData: async (data) => {
      const m = JSON.parse(data) as { call?: string; value?: unknown }
      if (m.call === "balance") lastBalance = m.value
    },
    onFailure: async () => undefined,
  })
  // The member's sequence after the burst (sandbox/migrations/100_live.sql): how many changes were pushed.
  const seqOf = async () =>
    Number(
      (await db.query<{ seq: string }>("select seq from live_sequences where member_id = $1", [memberId])).rows[0]?.seq,
    )
  const pt = vendorByCode("PT")?.accountTypeId
  let failed = 0
  let cutsDone = 0
  const burst = (async () => {
    for (let i = 0; i < transfersInBurst; i++) {
      const res = await fetch(`${a.url}${Api.walletTransfer.path}`, {
        method: "POST",
        headers: {
          ...wire,
          Authorization: token,
          "Content-Type": "application/json",
          "Idempotency-Key": `live-bench-${process.pid}-${i}`,
        },
        body: JSON.stringify(
          i % 2 === 0
            ? { fromAccountTypeId: 0, toAccountTypeId: pt, amount: 0.01 }
            : { fromAccountTypeId: pt, toAccountTypeId: 0, amount: 0.01 },
        ),
      })
      if (res.status !== 200) failed++
      await res.arrayBuffer()
      // 100 cuts spread over the burst.
      if (i % (transfersInBurst / forcedReconnects) === 0 && cutsDone < forcedReconnects) {
        cut?.()
        cutsDone++
      }
    }
  })()
  await burst
  const finalSeq = await seqOf()
  const truth = await balanceOf(a.url, token)
  // Caught up: the last change's id reached the client (or the wait gives up).
  const start = performance.now()
  while (JSON.stringify(lastBalance) !== JSON.stringify(truth) && performance.now() - start < 10_000)
    await new Promise((r) => setTimeout(r, 20))
  following.stop()
  const lost = JSON.stringify(lastBalance) === JSON.stringify(truth) ? 0 : 1
  log(
    `reconnects: ${cutsDone} cuts, ${opened} openings, ${transfersInBurst} transfers (${failed} refused), member's sequence ${finalSeq}, ` +
      `final balance ${lost === 0 ? "caught up" : "NOT caught up"}`,
  )
  return lost
}

/** A platform call on `base` with the member's token; the answer's `value`. */
const call = async (base: string, token: string, path: string, body?: unknown, key?: string): Promise<unknown> => {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      ...wire,
      Authorization: token,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(key === undefined ? {} : { "Idempotency-Key": key }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const answer = (await res.json()) as { value?: unknown }
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`)
  return answer.value
}

/** The header's total on the wire (`sumBalance`, in pesos). */
const totalOf = async (base: string, token: string): Promise<number> =>
  Number((((await call(base, token, Api.balance.path)) as { sumBalance: unknown }).sumBalance as number) ?? 0)

/**
 * Milliseconds from a committed round on instance A to the header's new total in a tab on instance B (see the
 * module's note): the 95th percentile of `balanceSamples`.
 */
const balanceUpdateMs = async (
  browser: Browser,
  a: Instance,
  b: Instance,
  log: (line: string) => void,
): Promise<number> =>
  onHomePage(browser, b.url, async (page) => {
    await logIn(page)
    await quiet(page)
    const token = await tokenOf(page)
    // The demo slot of PT, launched and funded on A with the page's session (a transfer: the total stays).
    const params = demoSlotLaunch("player01")
    const launched = (await call(a.url, token, `/wps/game/launchGame?${params}`)) as { content: { game_url: string } }
    const t = new URL(launched.content.game_url).searchParams.get("t") ?? ""
    const slot = (await call(a.url, token, `/play/api/session?t=${t}`)) as { wallet: { accountTypeId: number } }
    await call(
      a.url,
      token,
      Api.walletTransfer.path,
      { fromAccountTypeId: 0, toAccountTypeId: slot.wallet.accountTypeId, amount: 200 },
      `live-bench-fund-${process.pid}`,
    )
    // Every new text of the header's balance, with the wall-clock time of the first frame that shows it.
    await page.evaluate(() => {
      const w = window as unknown as { liveBenchShown: Array<[number, string]> }
      w.liveBenchShown = []
      const button = document.querySelector("header .bar-amount")
      if (button === null) throw new Error("no balance in the header")
      let last = button.textContent ?? ""
      new MutationObserver(() => {
        const text = button.textContent ?? ""
        if (text === last) return
        last = text
        requestAnimationFrame(() => w.liveBenchShown.push([Date.now(), text]))
      }).observe(button, { subtree: true, childList: true, characterData: true })
    })
    // The same member's stream on B read here too: where the time goes (A's answer, the stream, the page).
    const streamed: Array<[number, number]> = []
    const probe = follow({
      baseUrl: b.url,
      merchantCode: "arena",
      session: makeMemory<SessionKey>(new Map([["token", token]])),
      local: makeMemory<LocalKey>(),
      onData: async (data) => {
        const m = JSON.parse(data) as { call?: string; value?: { sumBalance?: number } }
        if (m.call === "balance") streamed.push([Date.now(), Number(m.value?.sumBalance)])
      },
      onFailure: async () => undefined,
    })
    const answered: Array<number> = []
    const fromRequest: Array<number> = []
    const atStream: Array<number> = []
    const samples: Array<number> = []
    let total = await totalOf(a.url, token)
    for (let round = 0; samples.length < balanceSamples && round < balanceSamples * 4; round++) {
      const started = Date.now()
      await call(a.url, "", "/play/api/spin", { t, roundId: `livebench${process.pid}r${round}`, stake: 100 })
      const answeredAt = Date.now()
      const next = await totalOf(a.url, token)
      if (Math.abs(next - total) < 0.005) continue
      total = next
      const shownAt = await page.waitForFunction(
        ([want, since]) => {
          const w = window as unknown as { liveBenchShown: Array<[number, string]> }
          const hit = w.liveBenchShown.find(
            ([at, text]) => at >= since && Math.abs(Number(text.replace(/[^\d.]/g, "")) - want) < 0.005,
          )
          return hit?.[0]
        },
        [next, started] as const,
        { timeout: 30_000 },
      )
      const shown = (await shownAt.jsonValue()) as number
      samples.push(shown - answeredAt)
      fromRequest.push(shown - started)
      answered.push(answeredAt - started)
      const heard = streamed.find(([at, sum]) => at >= started && Math.abs(sum - next) < 0.005)
      if (heard !== undefined) atStream.push(heard[0] - answeredAt)
    }
    probe.stop()
    log(
      `balance update: A answered the round in ms p50 ${percentile(answered, 50)}, p95 ${percentile(answered, 95)}; ` +
        `a stream on B read by Node had it after the answer in p50 ${percentile(atStream, 50)}, ` +
        `p95 ${percentile(atStream, 95)} (${atStream.length} heard); the tab showed it after the request in ` +
        `p50 ${percentile(fromRequest, 50)}, p95 ${percentile(fromRequest, 95)}`,
    )
    if (samples.length < balanceSamples) throw new Error(`only ${samples.length} rounds changed the total`)
    const p95 = percentile(samples, 95)
    log(
      `balance update: ${samples.length} rounds on A shown by the tab on B, after A's answer ms p50 ${percentile(samples, 50)}, ` +
        `p95 ${p95}, max ${Math.max(...samples)}; header now ${amountOf((await page.locator("header .bar-amount").textContent()) ?? "")}, platform ${total}`,
    )
    return p95
  })

/** The calls a page makes to the platform (its API paths; the page's files, images and the games' pages are not). */
const isPlatformCall = (url: string): boolean => /^\/(wps|lgw|lotto)\//.test(new URL(url).pathname)

/**
 * The platform calls of an idle logged-in tab on `base` over a simulated hour (see the module's note); with `refused`,
 * the platform answers the stream 404, as one without it does, and the portal polls.
 */
const callsInIdleHour = async (
  browser: Browser,
  base: string,
  refused: boolean,
  log: (line: string) => void,
): Promise<number> =>
  onHomePage(
    browser,
    base,
    async (page) => {
      if (refused) await page.route("**/wps/member/live", (route) => route.fulfill({ status: 404, body: "" }))
      await logIn(page)
      await quiet(page)
      const calls = new Map<string, number>()
      page.on("request", (r) => {
        const path = new URL(r.url()).pathname
        if (isPlatformCall(r.url())) calls.set(path, (calls.get(path) ?? 0) + 1)
      })
      // An hour in steps under the heartbeat's silence limit; between steps, real time for the heartbeats the
      // instance sends every `heartbeatMs` (as the hour would have brought) and for the answers of the step's calls.
      for (let at = 0; at < hourMs; at += stepMs) {
        await page.clock.runFor(stepMs)
        await new Promise((r) => setTimeout(r, 3 * benchHeartbeatMs))
        await quiet(page, 50)
      }
      const all = [...calls.values()].reduce((n, c) => n + c, 0)
      const which = [...calls].map(([path, n]) => `${path.slice(path.lastIndexOf("/") + 1)} ${n}`).join(", ")
      log(`idle hour ${refused ? "with the stream refused" : "with the stream"}: ${all} calls (${which})`)
      return all
    },
    { fakeClock: true },
  )

/** Opens one stream on `base` with `token`; resolves once its answer's head is in. */
const openStream = (base: URL, token: string, agent: http.Agent): Promise<http.ClientRequest> =>
  new Promise((resolveOpen, reject) => {
    const req = http.get(
      {
        host: base.hostname,
        port: base.port,
        path: Api.live.path,
        agent,
        headers: { ...wire, Authorization: token, Accept: "text/event-stream" },
      },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`stream refused: ${res.statusCode}`))
        res.resume()
        resolveOpen(req)
      },
    )
    req.on("error", reject)
  })

/** Resident memory of instance B with 10,000 open streams. */
const streamsRss = async (b: Instance, db: pg.Client, log: (line: string) => void) => {
  const before = rssMb(b.child.pid ?? 0)
  // Members and sessions written straight into the database: the logins' password hashing is not what is measured.
  await db.query(
    `insert into members (account, password_hash)
       select 'livebench' || g, (select password_hash from members where account = 'player01')
         from generate_series(1, $1::int) g`,
    [members],
  )
  const rows = await db.query<{ id: string; token: string }>(
    `insert into sessions (token_hash, member_id, created_at, last_seen_at, ip)
       select encode(sha256(convert_to('livebench-' || id, 'UTF8')), 'hex'), id, now(), now(), '127.0.0.1'
         from members where account like 'livebench%'
     returning member_id as id, 'livebench-' || member_id as token`,
  )
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY })
  const base = new URL(b.url)
  const open: Array<http.ClientRequest> = []
  for (let tab = 0; tab < tabsPerMember; tab++)
    for (let i = 0; i < rows.rows.length; i += 100)
      open.push(...(await Promise.all(rows.rows.slice(i, i + 100).map((r) => openStream(base, r.token, agent)))))
  const count = Number(((await (await fetch(`${b.url}/readyz`)).json()) as { streams: number }).streams)
  const held = rssMb(b.child.pid ?? 0)
  log(`streams: ${count} open on one instance; resident ${before} MB before, ${held} MB with them`)
  for (const r of open) r.destroy()
  agent.destroy()
  return held
}

export const run = async (log: (line: string) => void): Promise<Figures> => {
  const given = process.env.ARENA_BENCH_PG ?? process.env.ARENA_TEST_PG
  const own = given ? undefined : await startPostgres()
  const admin = given ?? own!.url
  const scratch = await scratchDatabase(admin, `arena_bench_live_${process.pid}`)
  const url = scratch.url
  const env = { ARENA_ACCESS_LOG: "0", ARENA_UI_DIR: resolve("dist/ui") }
  let instances: Array<Instance> = []
  const figures: Figures = {}
  const db = new pg.Client({ connectionString: url })
  try {
    // A's streams beat often (development only): the idle hour's tab is on A, the 10,000 streams on B.
    instances = await Promise.all([
      startInstance(url, { ...env, ARENA_LIVE_HEARTBEAT_MS: String(benchHeartbeatMs) }),
      startInstance(url, env),
    ])
    const [a, b] = instances as [Instance, Instance]
    await db.connect()
    const browser = await chromium.launch({
      ...chromiumLaunch,
    })
    try {
      figures["live.balance_update_ms"] = await balanceUpdateMs(browser, a, b, log)
      const streamed = await callsInIdleHour(browser, a.url, false, log)
      const polled = await callsInIdleHour(browser, a.url, true, log)
      log(
        `idle hour: ${streamed} platform calls with the stream, ${polled} with the stream refused ` +
          `(${polled > 0 ? Math.round((1 - streamed / polled) * 100) : 0}% fewer)`,
      )
      figures["live.calls_per_tab_hour"] = streamed
      figures["live.calls_per_tab_hour_polled"] = polled
    } finally {
      await browser.close()
    }
    figures["live.reconnect_lost"] = await reconnectLost(a, b, db, log)
    figures["live.streams_rss_mb"] = await streamsRss(b, db, log)
  } finally {
    await db.end().catch(() => undefined)
    await Promise.all(instances.map((i) => i.kill("SIGTERM")))
    await scratch.drop().catch(() => undefined)
    own?.stop()
  }
  return figures
}
