/**
 * A build plugin that writes `app.html` beside `index.html`: the same page without the home page's first frame.
 * index.html paints the home page's frame before any script has run (ui/index.html, between the `first-frame`
 * comments: header bands, side menu space, the banner frame with the brand's mark), so the home page shows its hero
 * without waiting for the app. Every other route must not flash the home page's frame: the server answers the home
 * paths with index.html and every other route with app.html (sandbox/http/static.ts).
 */
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import type { Plugin } from "vite"

const frame = /<!-- first-frame[\s\S]*?<!-- \/first-frame -->/

/** The preloads of the home page's own chunks (scripts/firstViewPreload.ts `homeOnly`). */
const homeOnlyLinks = /[ \t]*<link\b[^>]*\bdata-home-only\b[^>]*>\n?/g

/** The page without its first frame and the home page's preloads; throws when the page has no frame (markers lost). */
export const withoutFirstFrame = (html: string): string => {
  if (!frame.test(html)) throw new Error("index.html has no first-frame block")
  return html.replace(frame, "").replace(homeOnlyLinks, "")
}

/** The plugin: writes app.html from the written index.html (after Vite has put the entry's tags in it). */
export const firstFrame = (): Plugin => ({
  name: "arena:first-frame",
  apply: "build",
  writeBundle(options) {
    const dir = options.dir
    if (dir === undefined) return
    const index = readFileSync(join(dir, "index.html"), "utf8")
    writeFileSync(join(dir, "app.html"), withoutFirstFrame(index))
  },
})
