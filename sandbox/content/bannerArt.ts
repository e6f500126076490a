/**
 * The banners' images ("banners with images (generated SVG banners)"): 1200×400, coloured from a hash of
 * the banner's key, with its headline, a line under it, a call to action and a motif.
 */
import { bubbles, escapeXml, gradient, type Motif, motif, paletteOf, wrap } from "../games/svg.ts"

/** What a banner shows. */
export interface BannerArt {
  readonly key: string
  readonly headline: string
  readonly subline: string
  readonly action: string
  readonly motif: Motif
}

const font = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"

/** The banner's SVG. */
export const bannerArt = (b: BannerArt): string => {
  const p = paletteOf(`banner:${b.key}`)
  const headline = wrap(b.headline, 24, 2)
  const top = headline.length === 1 ? 190 : 150
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(b.headline)}">` +
    `<defs>${gradient("g", p)}<radialGradient id="glow" cx="0.78" cy="0.5" r="0.45"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#g)"/>${bubbles(p, 1200, 400)}<rect width="1200" height="400" fill="url(#glow)"/>` +
    motif(b.motif, 930, 200, 300, p.accent) +
    headline
      .map(
        (line, i) =>
          `<text x="80" y="${top + i * 64}" font-size="56" font-weight="900" fill="#fff" font-family="${font}">${escapeXml(line)}</text>`,
      )
      .join("") +
    `<text x="80" y="${top + headline.length * 64 - 8}" font-size="26" fill="#fff" opacity="0.9" font-family="${font}">${escapeXml(b.subline)}</text>` +
    `<rect x="80" y="${top + headline.length * 64 + 24}" width="${60 + b.action.length * 14}" height="52" rx="26" fill="${p.accent}"/>` +
    `<text x="${110}" y="${top + headline.length * 64 + 58}" font-size="22" font-weight="800" fill="#1b1b1b" font-family="${font}">${escapeXml(b.action)}</text>` +
    `</svg>`
  )
}
