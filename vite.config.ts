import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { replayFileVariable, replayPlugin } from "./scripts/devReplay.ts"

// `npm run dev -- --replay <file.har>` (scripts/dev.ts) names a recording: the dev server serves it to the page.
const replay = process.env[replayFileVariable]

// The browser build: ui/ as the root, static files into dist/ui for the sandbox (or any CDN) to serve.
export default defineConfig({
  root: "ui",
  base: "/",
  plugins: [react(), ...(replay === undefined || replay === "" ? [] : [replayPlugin(replay)])],
  build: {
    outDir: "../dist/ui",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    chunkSizeWarningLimit: 600,
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
