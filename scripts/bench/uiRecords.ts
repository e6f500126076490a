/**
 * Record list figures, measured in Chromium against the sandbox serving the built UI:
 *
 * - `ui.records_render_ms`: rendering a betting record page of 100 rows, median of 5. The seeded member player01 logs
 *   in; rounds of the demo slot are played through the sandbox's game API until today holds at least 100; the member
 *   centre opens on the betting record (today, 10 rows a page). Each run then switches the page size to 100 and times,
 *   with performance marks in the page, from the change of the filter to the frame after the 100th row is in the
 *   document (the query to the sandbox included, as the member waits for it), then goes back to 10 rows.
 *
 * The lead wires it into `npm run bench -- --only ui`; it takes the browser and the sandbox's address from there.
 */
import type { Page } from "@playwright/test"
import { demoSlotLaunch, logIn, onHomePage, openMemberCentre, type PageFigures, quiet, seeded } from "./uiPage.ts"

/** Rows the measured page holds. */
const rows = 100

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? 0
}

/** A platform call from the page with the session it holds (the portal's own headers, wire notes section 1). */
const platform = (page: Page, method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
  page.evaluate(
    async ([method, path, body, extra]) => {
      const read = (k: string) => {
        const v = sessionStorage.getItem(k) ?? ""
        try {
          const parsed: unknown = JSON.parse(v)
          return typeof parsed === "string" ? parsed : v
        } catch {
          return v
        }
      }
      const res = await fetch(path, {
        method,
        headers: {
          "X-Gateway-Version": "3",
          Merchant: read("merchant"),
          Device: "web",
          Language: "EN",
          Authorization: read("token"),
          "Content-Type": "application/json;charset=UTF-8",
          ...extra,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      return { status: res.status, body: (await res.json()) as { value?: unknown } }
    },
    [method, path, body, extra] as const,
  )

/** Today in GMT+8 (the brand's day, spec section 2), as `yyyy-MM-dd`. */
const today = (): string => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)

/** Plays demo slot rounds (1.00 each) until today's betting record holds `rows` rounds. */
const ensureRounds = async (page: Page, log: (line: string) => void): Promise<void> => {
  const day = today()
  const counted = await platform(
    page,
    "GET",
    `/wps/relay/ODSFE2_getBetRecords?startDate=${day}&endDate=${day}&page=1&size=1`,
  )
  const have = Number((counted.body.value as { total?: number } | undefined)?.total ?? 0)
  const missing = Math.max(0, rows - have)
  if (missing === 0) return
  const params = demoSlotLaunch(seeded.account)
  const launched = await platform(page, "GET", `/wps/game/launchGame?${params}`)
  const url = (launched.body.value as { content?: { game_url?: string } } | undefined)?.content?.game_url
  if (url === undefined) throw new Error(`the demo slot did not launch: ${JSON.stringify(launched.body)}`)
  const t = new URL(url).searchParams.get("t") ?? ""
  const session = await platform(page, "GET", `/play/api/session?t=${t}`)
  const wallet = (session.body.value as { wallet: { accountTypeId: number } }).wallet
  const moved = await platform(
    page,
    "POST",
    "/wps/relay/GCS_walletTransfer",
    { fromAccountTypeId: 0, toAccountTypeId: wallet.accountTypeId, amount: missing },
    { "Idempotency-Key": `bench-records-${Date.now()}` },
  )
  if (moved.status !== 200) throw new Error(`the vendor wallet was not funded: ${JSON.stringify(moved.body)}`)
  for (let i = 0; i < missing; i++) {
    const played = await platform(page, "POST", "/play/api/spin", {
      t,
      roundId: `bench${Date.now().toString(36)}${i}`,
      stake: 100,
    })
    if (played.status !== 200) throw new Error(`a round was refused: ${JSON.stringify(played.body)}`)
  }
  log(`records: played ${missing} demo rounds so today holds ${rows}`)
}

/** Sets the page size; the milliseconds until the frame after `expect` rows are in the list, and the answer's. */
const timePageSize = (page: Page, size: number, expect: number): Promise<readonly [number, number]> =>
  page.evaluate(
    ([size, expect]) =>
      new Promise<readonly [number, number]>((done, fail) => {
        const region = document.querySelector('section.record-list[aria-labelledby="records-betting-title"]')
        const select = region?.querySelector(".record-size select")?.closest("select") as
          | HTMLSelectElement
          | null
          | undefined
        if (region == null || select == null) return fail(new Error("no betting record on the page"))
        const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")?.set
        performance.clearMarks("records-start")
        performance.mark("records-start")
        setter?.call(select, String(size))
        select.dispatchEvent(new Event("change", { bubbles: true }))
        const started = performance.now()
        const poll = () => {
          const shown = region.querySelectorAll("tbody tr.record-row").length
          const busy = region.querySelector('table[aria-busy="true"]') !== null
          if (shown === expect && !busy) {
            // The frame after the rows are in: they have been laid out and painted.
            requestAnimationFrame(() => {
              performance.mark("records-painted")
              const total = performance.measure("records-render", "records-start", "records-painted").duration
              const calls = performance
                .getEntriesByType("resource")
                .filter((e) => e.name.includes("ODSFE2_getBetRecords"))
              done([total, calls[calls.length - 1]?.duration ?? 0] as const)
            })
          } else if (performance.now() - started > 30_000) fail(new Error(`${shown} rows after 30 s`))
          else requestAnimationFrame(poll)
        }
        requestAnimationFrame(poll)
      }),
    [size, expect] as const,
  )

/** The record list figures. */
export const recordsFigures: PageFigures = async (browser, baseUrl, log) => {
  const figures = async (page: Page): Promise<Record<string, number>> => {
    await logIn(page)
    await ensureRounds(page, log)

    const centre = await openMemberCentre(page)
    await centre.getByRole("navigation").getByRole("button", { name: "Betting record" }).click()
    const list = centre.getByRole("region", { name: "Betting record" })
    await list.getByRole("radio", { name: "Today" }).check()
    await list.locator("tbody tr.record-row").nth(9).waitFor({ timeout: 30_000 })
    await quiet(page)

    const times: Array<number> = []
    const queries: Array<number> = []
    for (let i = 0; i < 5; i++) {
      const [total, query] = await timePageSize(page, rows, rows)
      times.push(total)
      queries.push(query)
      await timePageSize(page, 10, 10)
    }
    const ms = median(times)
    log(
      `records: ${rows} betting rows rendered in ${times.map((t) => t.toFixed(0)).join(", ")} ms (median ` +
        `${ms.toFixed(0)}, of which the sandbox's answer ${median(queries).toFixed(0)} ms)`,
    )
    return { "ui.records_render_ms": Number(ms.toFixed(1)) }
  }
  // tsx (esbuild's keepNames) wraps named inner functions in `__name(...)`: give the page a no-op one for them.
  return onHomePage(browser, baseUrl, figures, { initScript: "globalThis.__name = (f) => f" })
}
