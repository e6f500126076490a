/**
 * The browser tab's title per route, in the person's language: the page's name, then the brand's (the title the page
 * was served with, `index.html`'s), so tabs and history entries say where they lead instead of the brand alone.
 */
import { useEffect } from "react"
import { useT } from "../i18n/useT.ts"

/** The layout string naming each path's page (paths of routes.ts); any other path is the not-found page. */
const pageKeys: Readonly<Record<string, string>> = {
  "/": "home",
  "/index": "home",
  "/index.html": "home",
  "/home": "home",
  "/register": "title_register",
  "/register.html": "title_register",
  "/login": "title_login",
  "/reset-password": "title_reset_password",
  "/vip": "vip",
  "/pointMall": "point_mall",
  "/lottery": "category.ELOTT",
  "/Vnlottery": "title_vn_lottery",
  "/elott": "category.ELOTT",
  "/live": "category.LIVE",
  "/sports": "category.SPORTS",
  "/rng": "category.RNG",
  "/fish": "category.FISH",
  "/pvp": "category.PVP",
  "/esports": "category.ESPORTS",
  "/promotions": "promotions",
  "/promoDetail": "promotions",
  "/seamless": "title_game",
  "/game": "title_game",
  "/help": "help",
  "/helpmc": "help",
  "/down": "download",
  "/download": "download",
  "/join": "join_us",
  "/responsible-gaming": "responsible_gaming",
}

/** The brand's name: the title the page was served with, read once. */
let brand: string | undefined

/** The title of a path's page (`Slots · Arena`). */
export const documentTitleOf = (t: (key: string) => string, path: string, brandName: string): string =>
  `${t(pageKeys[path] ?? "title_not_found")} · ${brandName}`

/** Keeps the document's title on the current page's name (renders nothing). */
export function DocumentTitle({ path }: { readonly path: string }) {
  const t = useT("layout")
  useEffect(() => {
    brand ??= document.title || "Arena"
    if (t.ready) document.title = documentTitleOf(t, path, brand)
  }, [t, path])
  return null
}
