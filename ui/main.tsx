/**
 * The composition root: builds the core store (with the first view's slices; the rest register later,
 * ui/app/slices.ts), mirrors it into valtio, binds the core's ports to the page (the
 * browser runtime of adapters/, a lazy chunk so the first paint does not wait for it), starts the header clock's
 * ticker, makes the interface's strings follow core's language, mounts the app and starts the portal (language,
 * session, settings for this host); once interactive, a logged-in tab follows the platform's live stream, and the
 * visitor's first input brings what only an interaction needs. The only
 * UI module that may reach adapters (DESIGN.md dependency rule).
 *
 * Replay mode (`npm run dev -- --replay <file.har>`, development builds only): before any platform call, an msw
 * service worker starts answering from the recorded session (adapters/har/browserReplay.ts). The branch is behind
 * `import.meta.env.DEV`, so a production build drops it and its dynamic import (no msw in the bundle). Development
 * builds also record the session for "Download this session" (below), dropped from production builds the same way.
 */
// The tokens and base styles first, so each component's own styles come after them in the cascade.
import "./styles/tokens.css"
import "./styles/thaiFont.css"
import "./styles/base.css"
import "./styles/firstFrame.css"
import { initialState } from "virtual:arena/initial-state"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { startTicker } from "../adapters/clock/ticker.ts"
import { makeBrandConfig } from "../core/model/BrandConfig.ts"
import { reducerOf } from "../core/state/reducerOf.ts"
import { storeOf } from "../core/store/storeOf.ts"
import { start } from "./actions/start.ts"
import { App, preloadRouteSection } from "./app/App.tsx"
import { boot } from "./app/boot.ts"
import { readFirstFrame } from "./app/firstFrame.ts"
import { firstInput } from "./app/firstInput.ts"
import { interactive } from "./app/interactive.ts"
import { followWhileLoggedIn } from "./app/live.ts"
import { prefetchSections } from "./app/routes.ts"
import { runnerOf } from "./app/runner.ts"
import { install } from "./app/runtime.ts"
import { firstViewSlices, laterSlicesOf } from "./app/slices.ts"
import { followLanguage } from "./i18n/followLanguage.ts"
import { loadEngine } from "./i18n/i18n.ts"
import { mirror } from "./state/mirror.ts"

/** The brand this build serves (spec section 3 "Brand config"). */
const brand = { merchantCode: "arena", defaultLanguage: "en" } as const

/** The recording's address in replay mode (set by scripts/dev.ts), else undefined. */
const replaying: string | undefined = import.meta.env.DEV ? import.meta.env.VITE_ARENA_REPLAY : undefined

/** Resolves when platform calls may go out: at once, or once the replay's worker answers them. */
const platformReady: Promise<unknown> =
  import.meta.env.DEV && replaying !== undefined && replaying !== ""
    ? import("../adapters/har/browserReplay.ts").then((Replay) => Replay.startReplay(replaying))
    : Promise.resolve()

/**
 * The events a production tab keeps after its snapshot (core/store/storeOf.ts): a tab left open for a working day
 * holds the same hundred or two as one just loaded, the last minutes of a busy page. Nothing in the page reads them
 * back, and each answer holds what it decoded (a winner board is twenty rows), so a longer tail is only memory: 500
 * kept the last quarter of a megabyte of a day's polls. A development build (and the replay mode) keeps the whole
 * session for the developer's tools.
 */
const keptEvents = 100

// The first view's slices now; the rest once the portal is interactive, or sooner if a workflow needs them.
const store = storeOf(reducerOf(firstViewSlices), initialState, import.meta.env.DEV ? {} : { keep: keptEvents })
const allSlices = laterSlicesOf(store)
mirror(store)
followLanguage(store)

/**
 * Development builds record every platform call (the recorder of adapters/har around fetch) and offer "Download this
 * session", sanitised in the page before it is saved (ui/dev/DownloadSession.tsx). Behind `import.meta.env.DEV` and
 * dynamic imports: no production bundle holds the recorder or the button.
 */
const recording = import.meta.env.DEV
  ? import("../adapters/har/sessionDownload.ts").then((Session) => ({
      Session,
      recording: Session.startSessionRecording({ base: window.location.origin }),
    }))
  : undefined
if (import.meta.env.DEV && recording !== undefined) {
  void Promise.all([recording, import("./dev/DownloadSession.tsx")]).then(([{ Session, recording: r }, Tool]) =>
    Tool.mountDownloadSession({ exportSession: r.export, save: (name, text) => Session.saveFile(name, text) }),
  )
}

const browserRuntime = platformReady.then(() => Promise.all([import("../adapters/browser/runtime.ts"), recording]))
const layer = browserRuntime.then(([BrowserRuntime, recorded]) =>
  BrowserRuntime.layer(store, { brand, ...(recorded === undefined ? {} : { fetch: recorded.recording.fetch }) }),
)
install({ store, run: runnerOf(layer), allSlices })
startTicker(store)
// What only an interaction needs comes with a visitor's first input once the portal is interactive (firstInput.ts):
// i18next and the table of every string file (ui/i18n/i18n.ts), the slices no first view reads, the other sections'
// table. Each also loads on its own when something needs it first. A member's page (logged in, or held for a forced
// change of password) has them once interactive, input or not: the start's own answers are the later slices' too (a
// reload during a forced change opens its modal, which the modals slice folds from the restored hold), and a
// member's next step is a centre or a modal, whose strings come through the table.
const wanted = interactive.then(() => {
  const { session } = store.state()
  return session.loggedIn || session.forcedPasswordChange !== undefined ? undefined : firstInput
})
for (const load of [allSlices, loadEngine, prefetchSections] as ReadonlyArray<() => Promise<unknown>>)
  void wanted.then(load).catch(() => undefined)
// The live stream of a logged-in tab (ui/app/live.ts): its client is a chunk of its own, which the browser runtime
// loads at the first login (what this file loads lazily is the start's, scripts/chunkRule.ts).
void Promise.all([interactive, browserRuntime])
  .then(([, [BrowserRuntime]]) => followWhileLoggedIn((handlers) => BrowserRuntime.followLive({ brand, ...handlers })))
  .catch(() => undefined)

const root = document.getElementById("root")
if (root !== null) {
  const firstFrame = readFirstFrame(root)
  boot.firstBanner = firstFrame.banner
  // While the home page's first frame is up, the app renders once the section's chunk (preloaded by the page) is
  // here: the frame then gives way to the home section itself, its banner in place, not to a progress placeholder.
  const sectionReady = firstFrame.painted ? preloadRouteSection(window.location.pathname) : Promise.resolve()
  void sectionReady
    .catch(() => undefined)
    .then(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    )
}

void platformReady
  .then(() =>
    start(window.location.host, makeBrandConfig(brand.merchantCode, { defaultLanguage: brand.defaultLanguage })),
  )
  .finally(() => {
    boot.started = true
  })
