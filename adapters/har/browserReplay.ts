/**
 * The portal in replay mode ("Recorded sessions: in the UI"): a service worker (msw's `setupWorker`) answers
 * the page's platform calls from a recorded session, with the same handlers the Node tests use (`handlersFromHar`:
 * decoded bodies, no timings, any origin, the recorded order). A call the recording does not hold gets the
 * platform's refusal envelope with the code `replay_not_recorded` (status 404), so the portal shows its usual error
 * rather than waiting on a server that is not there; other requests (the app's own files) go to the network.
 *
 * A recording that cannot be replayed (not JSON, not a HAR) shows an error page saying why instead of the portal; one
 * with malformed entries, refused answers or a cut shows them (`#N endpoint @ path: ...`, replayProblems.ts) with
 * "Replay anyway", so a developer sees which exchange and field is wrong before a half-working page.
 *
 * Development only: `ui/main.tsx` imports this module dynamically behind `import.meta.env.DEV` and the replay
 * variable set by `npm run dev -- --replay <file.har>` (scripts/dev.ts), so neither it nor msw is in a production
 * bundle. Not part of the `@arena-portal/sdk/adapters` build (msw is a development dependency).
 */
import { HttpResponse, http } from "msw"
import { setupWorker } from "msw/browser"
import type { Har } from "./Har.ts"
import { handlersFromHar } from "./mswHandlers.ts"
import { type ReplayProblems, replayProblems } from "./replayProblems.ts"

/** The refusal code of a call outside the recording. */
export const notRecordedCode = "replay_not_recorded"

/** Path prefixes of the platform's calls (spec section 7): what the replay answers, recorded or not. */
export const platformPrefixes: ReadonlyArray<string> = ["/wps/", "/lgw/", "/lotto/"]

/** Answers a platform call the recording does not hold. */
const notRecorded = platformPrefixes.map((prefix) =>
  http.all(`*${prefix}*`, ({ request }) =>
    HttpResponse.json(
      {
        success: false,
        errorCode: notRecordedCode,
        message: `Not in the recorded session: ${request.method} ${new URL(request.url).pathname}`,
      },
      { status: 404 },
    ),
  ),
)

/** What a started replay reports. */
export interface ReplayStarted {
  /** Where the recording came from. */
  readonly source: string
  /** How many exchanges it holds. */
  readonly exchanges: number
}

/** The id of the replay's error page in the document. */
export const problemsPageId = "arena-replay-problems"

/**
 * Draws the page of a recording's problems over the document (plain DOM: the portal has not started). Resolves when
 * the developer chooses "Replay anyway"; never resolves for an unreadable recording (there is nothing to replay).
 */
export const showReplayProblems = (doc: Document, source: string, problems: ReplayProblems): Promise<void> =>
  new Promise((resolve) => {
    const page = doc.createElement("main")
    page.id = problemsPageId
    page.setAttribute("role", "alert")
    page.style.cssText =
      "position:fixed;inset:0;z-index:2147483647;overflow:auto;background:#fff;color:#111;padding:32px;font:14px/1.5 system-ui,sans-serif"
    const title = doc.createElement("h1")
    title.textContent =
      problems.unreadable === undefined ? "This recording has problems" : "This recording cannot be replayed"
    title.style.cssText = "font-size:22px;margin:0 0 8px"
    const lead = doc.createElement("p")
    lead.textContent = `${source}: ${problems.unreadable ?? `${problems.lines.length} problem${problems.lines.length === 1 ? "" : "s"} found (the same lines as npm run replay prints).`}`
    page.append(title, lead)
    if (problems.lines.length > 0) {
      const list = doc.createElement("ul")
      list.style.cssText = "font:13px/1.6 ui-monospace,monospace;padding-left:20px"
      for (const line of problems.lines) {
        const item = doc.createElement("li")
        item.textContent = line
        list.append(item)
      }
      page.append(list)
    }
    if (problems.unreadable === undefined) {
      const go = doc.createElement("button")
      go.type = "button"
      go.textContent = "Replay anyway"
      go.style.cssText = "font:inherit;padding:8px 16px;cursor:pointer"
      go.addEventListener("click", () => {
        page.remove()
        resolve()
      })
      page.append(go)
    }
    doc.body.append(page)
  })

/**
 * Fetches the recording at `harUrl` (served by the dev server), shows its problems if it has any, and starts the
 * worker; resolves once it answers the page's calls. `workerUrl` is msw's service worker script.
 */
export const startReplay = async (harUrl: string, workerUrl = "/mockServiceWorker.js"): Promise<ReplayStarted> => {
  const response = await fetch(harUrl)
  const problems: ReplayProblems = response.ok
    ? replayProblems(await response.text())
    : { unreadable: `cannot load the recording (${response.status})`, lines: [], input: undefined }
  if (problems.unreadable !== undefined || problems.lines.length > 0)
    await showReplayProblems(document, harUrl, problems)
  const har = problems.input as Har
  const entries = har.log.entries
  const worker = setupWorker(...(entries.length > 0 ? handlersFromHar(har) : []), ...notRecorded)
  await worker.start({ serviceWorker: { url: workerUrl }, onUnhandledRequest: "bypass", quiet: true })
  console.info(`[arena] replaying ${entries.length} recorded exchanges from ${harUrl}`)
  return { source: harUrl, exchanges: entries.length }
}
