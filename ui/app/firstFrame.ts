/**
 * What the served page painted before any script ran: the home page's first frame (ui/index.html; app.html, the page
 * of the other routes, has none), and in it the first banner's image when the server knew the brand's banners
 * (sandbox/http/firstBanner.ts; a static host serves the page as built, with the brand's mark). The composition root
 * reads it once, before the app replaces it, so the app keeps what the visitor already sees: the first frame stays
 * until the home section can render (no progress placeholder in between), and the carousel shows the same image,
 * in the same place, until the banners arrive (ui/sections/index/BannerCarousel.tsx).
 */

export interface FirstFrame {
  /** The page came with the home page's first frame. */
  readonly painted: boolean
  /** The address of the banner image the frame shows, as the page wrote it; undefined when it shows the mark. */
  readonly banner: string | undefined
}

/** Reads the first frame in `root` (the app's root element, before the app renders into it). */
export const readFirstFrame = (root: ParentNode): FirstFrame => {
  const frame = root.querySelector(".banners-frame")
  const banner = frame?.querySelector("img.banners-first")?.getAttribute("src") ?? ""
  return { painted: frame !== null, banner: banner === "" ? undefined : banner }
}
