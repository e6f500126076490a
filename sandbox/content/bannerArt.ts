/**
 * The banners' images ("banners with images (generated SVG banners)"): 1200×400, coloured from a hash of the banner's
 * key, and without a word: the banner's title, line and call to action travel as text in the language asked, and the
 * portal sets them in the text zone (core's `bannerTextZone`, the left part). The art — the glow, the bubbles and the
 * motif — is drawn in a group clipped to the right of that zone, so it can never run under the text; the text zone
 * holds only the calm, darkened gradient the text sits on.
 */
import { bannerTextZone } from "../../core/model/Announcements.ts"
import { bubbles, gradient, type Motif, motif, paletteOf } from "../games/svg.ts"

/** What a banner's art draws. */
export interface BannerArt {
  readonly key: string
  readonly motif: Motif
}

const width = 1200
const height = 400

/** Where the art may draw: from the end of the text zone to the right edge. */
export const artZoneStart = Math.round(width * bannerTextZone)

/** The banner's SVG. */
export const bannerArt = (b: BannerArt): string => {
  const p = paletteOf(`banner:${b.key}`)
  const artWidth = width - artZoneStart
  const cx = artZoneStart + artWidth / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-hidden="true">` +
    `<defs>${gradient("g", p)}` +
    `<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="${bannerTextZone}" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="art"><rect x="${artZoneStart}" y="0" width="${artWidth}" height="${height}"/></clipPath>` +
    // The art fades in from the zone's edge rather than being cut there.
    `<linearGradient id="fadeIn" x1="0" y1="0" x2="1" y2="0"><stop offset="${(artZoneStart / width).toFixed(3)}" stop-color="#fff" stop-opacity="0"/><stop offset="${((artZoneStart + 120) / width).toFixed(3)}" stop-color="#fff" stop-opacity="1"/></linearGradient>` +
    `<mask id="fade" maskUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="url(#fadeIn)"/></mask></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/><rect width="${width}" height="${height}" fill="url(#calm)"/>` +
    `<g clip-path="url(#art)" mask="url(#fade)" data-zone="art"><g transform="translate(${artZoneStart} 0)">${bubbles(p, artWidth, height)}</g>` +
    `<circle cx="${cx}" cy="${height / 2}" r="${artWidth * 0.42}" fill="url(#glow)"/>` +
    motif(b.motif, cx, height / 2, Math.min(artWidth * 0.55, 320), p.accent) +
    `</g></svg>`
  )
}
