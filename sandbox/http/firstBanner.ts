/**
 * The home page's first banner in its first frame: index.html paints the home page's frame before any script has run
 * (ui/index.html), but the banners come from the platform's announcements call, which the app makes only once its
 * scripts have run, so the largest thing on the page (the first banner) painted seconds after the frame. The sandbox
 * knows the brand's banners when it serves the page: it puts the first home banner's image in the frame's banner
 * place and a high-priority preload of it in the head, so the browser fetches it with the page's first requests and
 * paints it before the app starts; the carousel then shows the same image in the same place (ui/app/firstFrame.ts).
 *
 * A host that knows no banner (a plain static deployment of the build, the real platform's CDN) serves the page as
 * built: the frame shows the brand's mark until the banners arrive.
 */

/** The banner frame of the first frame, between its markers (ui/index.html). */
const frame = /<!-- banner-frame[\s\S]*?-->[\s\S]*?<!-- \/banner-frame -->/

/** An image address the page may show: a path on the page's own host, or an http(s) address. */
const servable = (src: string): boolean => /^\/(?!\/)/.test(src) || /^https?:\/\//i.test(src)

const attribute = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

/** The page with `src` as its first frame's banner; the page unchanged when `src` is unknown or not servable. */
export const withFirstBanner = (html: string, src: string | undefined): string => {
  if (src === undefined || !servable(src) || !frame.test(html) || !html.includes("</title>")) return html
  const href = attribute(src)
  return html
    .replace(
      frame,
      `<div class="banners-frame"><img class="banners-first" src="${href}" alt="" fetchpriority="high" decoding="sync"></div>`,
    )
    .replace("</title>", `</title>\n    <link rel="preload" as="image" href="${href}" fetchpriority="high">`)
}
