/**
 * Links to the brand's app-install targets. The platform's own install pages (`/down/...` on the portal's origin)
 * are told the interface language (`?lang=`, the platform's code): the language chosen in the header may differ from
 * the browser's, which is all such a page would see otherwise (spec section 1: the interface language). A brand's
 * Android resource is a package when its link is an `.apk`; otherwise it is a page that installs the web app.
 */
import { type Language, platformCode } from "../../core/model/Language.ts"

/** `link` with the interface language added when it is one of the portal's own install pages. */
export const installLink = (link: string, language: Language): string => {
  // A file (the iOS profile, an APK) is the same in every language; only the pages speak.
  if (!link.startsWith("/down/") || /\.[a-z]+$/i.test(link.split(/[?#]/)[0] ?? "")) return link
  const url = new URL(link, "http://portal")
  url.searchParams.set("lang", platformCode[language])
  return `${url.pathname}${url.search}`
}

/** Whether an Android resource's link is a package to download (an APK), not a page. */
export const isPackage = (link: string): boolean => /\.apk$/i.test(link.split(/[?#]/)[0] ?? "")
