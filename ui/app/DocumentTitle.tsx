/**
 * The browser tab's title per route, in the person's language: the page's name, then the brand's (the title the page
 * was served with, `index.html`'s), so tabs and history entries say where they lead instead of the brand alone. Each
 * route names its page in the route table (routes.ts); any other path is the not-found page.
 */
import { useEffect } from "react"
import { useT } from "../i18n/useT.ts"
import { routeOf } from "./routes.ts"

/** The brand's name: the title the page was served with, read once. */
let brand: string | undefined

/** The title of a path's page (`Slots · Arena`). */
export const documentTitleOf = (t: (key: string) => string, path: string, brandName: string): string =>
  `${t(routeOf(path)?.title ?? "title_not_found")} · ${brandName}`

/** Keeps the document's title on the current page's name (renders nothing). */
export function DocumentTitle({ path }: { readonly path: string }) {
  const t = useT("layout")
  useEffect(() => {
    brand ??= document.title || "Arena"
    if (t.ready) document.title = documentTitleOf(t, path, brand)
  }, [t, path])
  return null
}
