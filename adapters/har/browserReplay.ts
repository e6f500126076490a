/**
 * The portal in replay mode ("Recorded sessions: in the UI"): a service worker (msw's `setupWorker`) answers
 * the page's platform calls from a recorded session, with the same handlers the Node tests use (`handlersFromHar`:
 * decoded bodies, no timings, any origin, the recorded order). A call the recording does not hold gets the
 * platform's refusal envelope with the code `replay_not_recorded` (status 404), so the portal shows its usual error
 * rather than waiting on a server that is not there; other requests (the app's own files) go to the network.
 *
 * Development only: `ui/main.tsx` imports this module dynamically behind `import.meta.env.DEV` and the replay
 * variable set by `npm run dev -- --replay <file.har>` (scripts/dev.ts), so neither it nor msw is in a production
 * bundle. Not part of the `arena/adapters` build (msw is a development dependency).
 */
import { HttpResponse, http } from "msw"
import { setupWorker } from "msw/browser"
import type { Har } from "./Har.ts"
import { handlersFromHar } from "./mswHandlers.ts"

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

/**
 * Fetches the recording at `harUrl` (served by the dev server) and starts the worker; resolves once it answers
 * the page's calls. `workerUrl` is msw's service worker script.
 */
export const startReplay = async (harUrl: string, workerUrl = "/mockServiceWorker.js"): Promise<ReplayStarted> => {
  const response = await fetch(harUrl)
  if (!response.ok) throw new Error(`replay: cannot load the recording ${harUrl} (${response.status})`)
  const har = (await response.json()) as Har
  const entries = har.log.entries
  const worker = setupWorker(...(entries.length > 0 ? handlersFromHar(har) : []), ...notRecorded)
  await worker.start({ serviceWorker: { url: workerUrl }, onUnhandledRequest: "bypass", quiet: true })
  console.info(`[arena] replaying ${entries.length} recorded exchanges from ${harUrl}`)
  return { source: harUrl, exchanges: entries.length }
}
