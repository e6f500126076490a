/**
 * The built UI on the same origin as the API, with the history-mode fallback: any GET that is not a file and not an
 * API path returns the app's page (`index.html` for the home page's routes, `app.html` for the others: `homePaths`),
 * so every route of spec section 2 loads the app; the home page's first frame carries the first banner when the
 * sandbox knows it (firstBanner.ts). Text assets are served compressed
 * (brotli or gzip, as the browser accepts), compressed once and kept in memory; hashed assets are cached for a year.
 */
import { existsSync, readFileSync, statSync } from "node:fs"
import type { IncomingMessage, ServerResponse } from "node:http"
import { extname, join, normalize, sep } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import { withFirstBanner } from "./firstBanner.ts"

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
}

const compressible = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".map", ".webmanifest"])

interface Cached {
  readonly mtimeMs: number
  readonly raw: Buffer
  br?: Buffer
  gzip?: Buffer
}

const cache = new Map<string, Cached>()

const load = (file: string): Cached => {
  const mtimeMs = statSync(file).mtimeMs
  const hit = cache.get(file)
  if (hit !== undefined && hit.mtimeMs === mtimeMs) return hit
  const fresh: Cached = { mtimeMs, raw: readFileSync(file) }
  cache.set(file, fresh)
  return fresh
}

/**
 * The home page with its first banner (firstBanner.ts), one copy per banner address: few exist, and a page of
 * another build (a new mtime) replaces them.
 */
const homePages = new Map<string, Cached>()

const homePage = (file: string, banner: string | undefined): Cached => {
  const page = load(file)
  if (banner === undefined) return page
  const key = `${file}\n${banner}`
  const hit = homePages.get(key)
  if (hit !== undefined && hit.mtimeMs === page.mtimeMs) return hit
  if (homePages.size >= 16) homePages.clear()
  const fresh: Cached = { mtimeMs: page.mtimeMs, raw: Buffer.from(withFirstBanner(page.raw.toString("utf8"), banner)) }
  homePages.set(key, fresh)
  return fresh
}

const send = (req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string, entry = load(file)) => {
  const ext = extname(file)
  const accept = String(req.headers["accept-encoding"] ?? "")
  let body = entry.raw
  let encoding: string | undefined
  if (compressible.has(ext) && entry.raw.length > 512) {
    if (/\bbr\b/.test(accept)) {
      entry.br ??= brotliCompressSync(entry.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      body = entry.br
      encoding = "br"
    } else if (/\bgzip\b/.test(accept)) {
      entry.gzip ??= gzipSync(entry.raw, { level: 9 })
      body = entry.gzip
      encoding = "gzip"
    }
  }
  res.writeHead(200, {
    "Content-Type": types[ext] ?? "application/octet-stream",
    "Cache-Control": cacheControl,
    "Content-Length": body.length,
    Vary: "Accept-Encoding",
    ...(encoding === undefined ? {} : { "Content-Encoding": encoding }),
  })
  res.end(req.method === "HEAD" ? undefined : body)
}

/**
 * Serves a file of the UI folder or the app shell; false when the UI is not built. `firstBanner` gives the image of
 * the home page's first banner, painted in the home page's first frame (firstBanner.ts).
 */
export const serveUi = async (
  uiDir: string,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  firstBanner: () => Promise<string | undefined> = async () => undefined,
): Promise<boolean> => {
  if (req.method !== "GET" && req.method !== "HEAD") return false
  let path: string
  try {
    path = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, "")
  } catch {
    return false
  }
  const file = join(uiDir, path)
  if ((file + sep).startsWith(uiDir + sep) && path !== "" && existsSync(file) && statSync(file).isFile()) {
    send(req, res, file, path.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache")
    return true
  }
  const index = join(uiDir, "index.html")
  // Routes of spec section 2 include `/index.html` and `/register.html`: an .html path that is no file is a route.
  if (!existsSync(index) || (extname(path) !== "" && extname(path) !== ".html")) return false
  const app = join(uiDir, "app.html")
  if (homePaths.has(path) || !existsSync(app))
    send(req, res, index, "no-cache", homePage(index, await firstBanner().catch(() => undefined)))
  else send(req, res, app, "no-cache")
  return true
}

/**
 * The routes whose section is the home page (ui/app/routes.ts, section `index`), without their leading slash: they
 * get index.html, which paints the home page's first frame before any script runs; every other route gets app.html,
 * the same page without that frame (scripts/firstFrame.ts), so it does not flash the home page.
 */
export const homePaths: ReadonlySet<string> = new Set([
  "",
  "index",
  "index.html",
  "home",
  "register",
  "register.html",
  "login",
  "reset-password",
])
