/**
 * The Vite dev server's side of replay mode (`npm run dev -- --replay <file.har>`, scripts/dev.ts): serves the
 * recording at `replayRoute` and msw's service worker script at `/mockServiceWorker.js`, so the page can start the
 * worker (adapters/har/browserReplay.ts) without a generated file in the UI's public directory (nothing of it can
 * reach a production build). Serve only: the plugin does nothing in `vite build`.
 */
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import type { Plugin } from "vite"

/** Where the page fetches the recording. */
export const replayRoute = "/__arena/replay.har"

/** The environment variable naming the recording (an absolute path), set by scripts/dev.ts. */
export const replayFileVariable = "ARENA_REPLAY_FILE"

/** The variable the page reads (`import.meta.env.VITE_ARENA_REPLAY`): the recording's route. */
export const replayPageVariable = "VITE_ARENA_REPLAY"

const require = createRequire(import.meta.url)

/** The dev server plugin serving `file` (read at each request, so an edited recording applies on reload). */
export const replayPlugin = (file: string): Plugin => ({
  name: "arena-replay",
  apply: "serve",
  configureServer(server) {
    const worker = require.resolve("msw/mockServiceWorker.js")
    server.middlewares.use((req, res, next) => {
      const path = (req.url ?? "").split("?")[0]
      if (path === replayRoute) {
        res.setHeader("content-type", "application/json; charset=utf-8")
        res.setHeader("cache-control", "no-store")
        res.end(readFileSync(file))
        return
      }
      if (path === "/mockServiceWorker.js") {
        res.setHeader("content-type", "text/javascript; charset=utf-8")
        res.setHeader("cache-control", "no-store")
        res.end(readFileSync(worker))
        return
      }
      next()
    })
  },
})
