import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import type { ChunkingContext } from "rolldown"
import { defineConfig } from "vite"
import { chunkNamer, homeChunk } from "./scripts/chunkRule.ts"
import { replayFileVariable, replayPlugin } from "./scripts/devReplay.ts"
import { firstFrame } from "./scripts/firstFrame.ts"
import { firstViewPreload } from "./scripts/firstViewPreload.ts"
import { initialStatePlugin } from "./scripts/initialStatePlugin.ts"

// `npm run dev -- --replay <file.har>` (scripts/dev.ts) names a recording: the dev server serves it to the page.
const replay = process.env[replayFileVariable]

/** The chunk namer of one build, made from the module graph the bundler hands the first call. */
const namers = new WeakMap<object, (id: string) => string | null>()
const root = fileURLToPath(new URL(".", import.meta.url))

/** Rules 2-4 of scripts/chunkRule.ts over the bundler's module graph. */
const chunkOf = (id: string, ctx: ChunkingContext): string | null => {
  let namer = namers.get(ctx)
  if (namer === undefined) {
    const info = (m: string) => ctx.getModuleInfo(m)
    const initial = new Map<string, boolean>()
    // In the entry: the entry itself, or imported statically by a module in the entry.
    const isInitial = (m: string): boolean => {
      const known = initial.get(m)
      if (known !== undefined) return known
      initial.set(m, false)
      const i = info(m)
      const answer = i !== null && (i.isEntry || i.importers.some(isInitial))
      initial.set(m, answer)
      return answer
    }
    namer = chunkNamer({
      root,
      isInitial,
      importers: (m) => info(m)?.importers ?? [],
      dynamicImporters: (m) => info(m)?.dynamicImporters ?? [],
    })
    namers.set(ctx, namer)
  }
  return namer(id)
}

/**
 * The lazy chunks the first view of the home page asks for, preloaded from index.html so they arrive with the entry
 * instead of one round trip after another (scripts/firstViewPreload.ts): the start's workflows with the browser
 * runtime, the brand default's first strings (EN), and the home section with its data workflows.
 */
const firstViewChunks = ["start", "strings-en", homeChunk]

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
    firstViewPreload(firstViewChunks, [homeChunk]),
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
        // Chunks by folder (scripts/chunkRule.ts, docs/decisions.md "Chunks"): what the entry imports statically in
        // one chunk, then one chunk per ui area with the core modules only it uses, the start, a shared chunk, and
        // the strings in two chunks per language.
        codeSplitting: {
          groups: [
            { name: "initial", tags: ["$initial"], priority: 2 },
            { name: chunkOf, priority: 1, includeDependenciesRecursively: false },
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
