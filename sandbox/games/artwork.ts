/**
 * The catalogue's card images: a vendor card (320×200: its name, category and a motif of its kind), a
 * game card (300×300: its name, vendor and a motif of its classification) and a lottery game's icon (200×200), each
 * coloured from a hash of its code, so every card differs and stays the same.
 */
import type { Category, Vendor } from "../seed/vendors.ts"
import type { DemoGame } from "./catalogue.ts"
import type { LotteryDef } from "./lottery/menus.ts"
import { bubbles, escapeXml, gradient, type Motif, motif, paletteOf, wrap } from "./svg.ts"

const font = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"

const categoryMotif: Readonly<Record<Category, Motif>> = {
  ELOTT: "lottery",
  LOTT: "lottery",
  LIVE: "cards",
  SPORTS: "ball",
  FISH: "fish",
  RNG: "reels",
  PVP: "chips",
  ESPORTS: "controller",
}

const classifyMotif: Readonly<Record<string, Motif>> = {
  TABLE: "cards",
  ARCADE: "dice",
  BACCARAT: "cards",
  ROULETTE: "wheel",
  DICE: "dice",
  CARDS: "cards",
}

/** The motif of a game: by classification, else by category. */
export const gameMotif = (g: Pick<DemoGame, "classify" | "category">): Motif =>
  classifyMotif[g.classify] ?? categoryMotif[g.category]

const svg = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`

const lines = (texts: ReadonlyArray<string>, x: number, y: number, size: number, anchor: "start" | "middle") =>
  texts
    .map(
      (t, i) =>
        `<text x="${x}" y="${y + i * size * 1.15}" font-size="${size}" font-weight="800" text-anchor="${anchor}" fill="#fff" font-family="${font}">${escapeXml(t)}</text>`,
    )
    .join("")

/** A vendor's card. */
export const vendorArt = (v: Vendor): string => {
  const p = paletteOf(`vendor:${v.code}`)
  const name = wrap(v.displayName, 14, 2)
  const size = name.some((l) => l.length > 11) ? 24 : 28
  return svg(
    320,
    200,
    v.displayName,
    `<defs>${gradient("g", p)}</defs><rect width="320" height="200" rx="18" fill="url(#g)"/>${bubbles(p, 320, 200)}` +
      motif(categoryMotif[v.category], 236, 92, 120, p.accent) +
      `<rect x="18" y="18" width="${18 + v.category.length * 9}" height="24" rx="12" fill="#000" opacity="0.28"/>` +
      `<text x="27" y="35" font-size="13" font-weight="700" fill="#fff" font-family="${font}" letter-spacing="1">${v.category}</text>` +
      (v.isHot
        ? `<rect x="256" y="18" width="46" height="22" rx="11" fill="#ff4d4f"/><text x="279" y="34" font-size="12" font-weight="800" text-anchor="middle" fill="#fff" font-family="${font}">HOT</text>`
        : "") +
      lines(name, 22, name.length === 1 ? 168 : 140, size, "start"),
  )
}

/** A game's card. */
export const gameArt = (g: DemoGame): string => {
  const p = paletteOf(`game:${g.code}`)
  const name = wrap(g.name, 16, 2)
  return svg(
    300,
    300,
    g.name,
    `<defs>${gradient("g", p)}<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs>` +
      `<rect width="300" height="300" rx="22" fill="url(#g)"/>${bubbles(p, 300, 300)}` +
      motif(gameMotif(g), 150, 118, 150, p.accent) +
      `<rect y="190" width="300" height="110" rx="22" fill="url(#f)"/>` +
      `<rect x="16" y="16" width="${20 + g.vendor.length * 9}" height="24" rx="12" fill="#000" opacity="0.3"/>` +
      `<text x="26" y="33" font-size="13" font-weight="700" fill="#fff" font-family="${font}" letter-spacing="1">${escapeXml(g.vendor)}</text>` +
      (g.hot
        ? `<rect x="238" y="16" width="46" height="22" rx="11" fill="#ff4d4f"/><text x="261" y="32" font-size="12" font-weight="800" text-anchor="middle" fill="#fff" font-family="${font}">HOT</text>`
        : "") +
      lines(name, 150, name.length === 1 ? 262 : 240, 26, "middle"),
  )
}

/** A lottery game's icon. */
export const lotteryArt = (g: LotteryDef): string => {
  const p = paletteOf(`lottery:${g.code}`)
  const name = wrap(g.name, 14, 2)
  return svg(
    200,
    200,
    g.name,
    `<defs>${gradient("g", p)}</defs><rect width="200" height="200" rx="100" fill="url(#g)"/>${bubbles(p, 200, 200)}` +
      motif("lottery", 100, 78, 110, p.accent) +
      lines(name, 100, name.length === 1 ? 150 : 138, 18, "middle"),
  )
}
