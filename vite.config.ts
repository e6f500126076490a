import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { replayFileVariable, replayPlugin } from "./scripts/devReplay.ts"
import { firstFrame } from "./scripts/firstFrame.ts"
import { firstViewPreload } from "./scripts/firstViewPreload.ts"
import { initialStatePlugin } from "./scripts/initialStatePlugin.ts"

// `npm run dev -- --replay <file.har>` (scripts/dev.ts) names a recording: the dev server serves it to the page.
const replay = process.env[replayFileVariable]

/** The modules the start (ui/actions/start.ts) imports: the browser runtime and the start's workflows. */
const startModules =
  /[\\/](adapters[\\/]browser[\\/]runtime|core[\\/]workflows[\\/](restoreLanguage|restoreSession|loadSettings|loadVendors))\.ts$/

/**
 * The home section with its data workflows and the notices' actions (ui/sections/index/Home.tsx and what it asks for
 * when it mounts): one chunk, since the first view needs all of it and each chunk costs a request and its header.
 */
const homeModules =
  /[\\/](ui[\\/]sections[\\/]index[\\/]Home\.tsx|ui[\\/]home[\\/](BannerCarousel|NoticeStrip)\.tsx|ui[\\/]actions[\\/](home|notices)\.ts|core[\\/]projections[\\/]homeBanners\.ts|core[\\/]workflows[\\/](loadAnnouncements|loadHotGames|loadWinnerBoard)\.ts)$/

/** The string areas the home page's first view shows (ui/i18n/locales/<lng>/<area>.json). */
const firstStringsPattern = /[\\/]ui[\\/]i18n[\\/]locales[\\/]([^\\/]+)[\\/](common|layout|home)\.json$/

/** Whether a module is one of those string files. */
const firstStringsFile = (id: string): boolean => firstStringsPattern.test(id)

/** One chunk of first strings per language. */
const firstStrings = (id: string): string | null => {
  const language = firstStringsPattern.exec(id)?.[1]
  return language === undefined ? null : `strings-${language}`
}

/**
 * The lazy chunks the first view of the home page asks for, preloaded from index.html so they arrive with the entry
 * instead of one round trip after another (scripts/firstViewPreload.ts): the start's workflows with the browser
 * runtime, the brand default's first strings (EN), and the home section with its data workflows.
 */
const firstViewChunks = ["start", "strings-en", "home"]

// The browser build: ui/ as the root, static files into dist/ui for the sandbox (or any CDN) to serve.
export default defineConfig({
  root: "ui",
  base: "/",
  resolve: {
    // wouter imports the React 17 shim of useSyncExternalStore; React 19 has the hook itself.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: fileURLToPath(new URL("./ui/app/syncExternalStore.ts", import.meta.url)),
      },
    ],
  },
  plugins: [
    react(),
    initialStatePlugin(),
    firstViewPreload(firstViewChunks, ["home"]),
    firstFrame(),
    ...(replay === undefined || replay === "" ? [] : [replayPlugin(replay)]),
  ],
  // A JSON module is `JSON.parse` of its text rather than one export per key: the string files are half the size and
  // parse faster (the strings are looked up by key at run time, never imported by name).
  json: { stringify: true, namedExports: false },
  build: {
    outDir: "../dist/ui",
    emptyOutDir: true,
    target: "es2022",
    // Every browser of the es2022 target supports `<link rel="modulepreload">`: no polyfill in the entry.
    modulePreload: { polyfill: false },
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks on the home route's path (the byte budget: small files gzip badly and each costs a
        // request): everything the entry imports statically in one chunk, the start's workflows with the browser
        // runtime in another, the home section with its data workflows in a third, and the strings the first view
        // needs in one chunk per language. Every other section, modal and workflow keeps its own chunk.
        codeSplitting: {
          groups: [
            { name: "initial", tags: ["$initial"], priority: 4 },
            { name: "start", test: startModules, priority: 3 },
            { name: "home", test: homeModules, priority: 2 },
            { name: firstStrings, test: firstStringsFile, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/wps": "http://127.0.0.1:8080",
      "/lgw": "http://127.0.0.1:8080",
      "/lotto": "http://127.0.0.1:8080",
      "/sandbox": "http://127.0.0.1:8080",
    },
  },
})
