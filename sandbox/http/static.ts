/**
 * The built UI on the same origin as the API, with the history-mode fallback: any GET that is not a file and not an
 * API path returns `index.html`, so every route of spec section 2 loads the app.
 */
import { createReadStream, existsSync, statSync } from "node:fs"
import type { IncomingMessage, ServerResponse } from "node:http"
import { extname, join, normalize, sep } from "node:path"

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
}

const send = (res: ServerResponse, file: string, cache: string) => {
  res.writeHead(200, { "Content-Type": types[extname(file)] ?? "application/octet-stream", "Cache-Control": cache })
  createReadStream(file).pipe(res)
}

/** Serves a file of the UI folder or the app shell; false when the UI is not built. */
export const serveUi = (uiDir: string, req: IncomingMessage, res: ServerResponse, url: URL): boolean => {
  if (req.method !== "GET" && req.method !== "HEAD") return false
  const path = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, "")
  const file = join(uiDir, path)
  if ((file + sep).startsWith(uiDir + sep) && path !== "" && existsSync(file) && statSync(file).isFile()) {
    send(res, file, path.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache")
    return true
  }
  const index = join(uiDir, "index.html")
  if (!existsSync(index) || extname(path) !== "") return false
  send(res, index, "no-cache")
  return true
}
