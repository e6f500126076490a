/**
 * The catalogue's card images: a vendor card (320×200: the provider's wordmark — its name set in a lettering and
 * with a mark both drawn from its code — its category and a motif of its kind), a game card (300×300, without a
 * word: a slot's symbols and composition from its id, sandbox/games/slotArt.ts, or for another game a motif of its
 * classification; the portal captions the name) and a lottery game's icon (200×200), each coloured from a hash of
 * its code, so every card differs and stays the same.
 */
import type { Category, Vendor } from "../seed/vendors.ts"
import type { DemoGame } from "./catalogue.ts"
import type { LotteryDef } from "./lottery/menus.ts"
import { slotArtBody } from "./slotArt.ts"
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

/** The letterings a wordmark is set in. */
const letterings = [
  { family: font, weight: 900, spacing: 0, upper: false, italic: false },
  { family: "Georgia, 'Times New Roman', serif", weight: 700, spacing: 1, upper: false, italic: true },
  { family: font, weight: 800, spacing: 4, upper: true, italic: false },
  { family: "'Trebuchet MS', Verdana, sans-serif", weight: 700, spacing: 1, upper: false, italic: false },
  { family: "'Courier New', monospace", weight: 700, spacing: 2, upper: true, italic: false },
] as const

/** The wordmark's mark beside the name: a shape from the code's hash, with the name's initial cut out of it. */
const mark = (kind: number, x: number, y: number, r: number, accent: string): string => {
  switch (kind % 4) {
    case 0:
      return `<circle cx="${x}" cy="${y}" r="${r}" fill="${accent}"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="none" stroke="#fff" stroke-width="${r * 0.18}"/>`
    case 1:
      return `<polygon points="${x},${y - r} ${x + r},${y} ${x},${y + r} ${x - r},${y}" fill="${accent}"/><polygon points="${x},${y - r * 0.45} ${x + r * 0.45},${y} ${x},${y + r * 0.45} ${x - r * 0.45},${y}" fill="#fff"/>`
    case 2:
      return `<rect x="${x - r}" y="${y - r}" width="${2 * r}" height="${2 * r}" rx="${r * 0.35}" fill="${accent}" transform="rotate(12 ${x} ${y})"/><path d="M${x - r * 0.5} ${y + r * 0.4} L${x} ${y - r * 0.5} L${x + r * 0.5} ${y + r * 0.4}" stroke="#fff" stroke-width="${r * 0.2}" fill="none" stroke-linejoin="round"/>`
    default:
      return `<polygon points="${[0, 1, 2, 3, 4, 5].map((i) => `${(x + Math.cos((i * Math.PI) / 3) * r).toFixed(1)},${(y + Math.sin((i * Math.PI) / 3) * r).toFixed(1)}`).join(" ")}" fill="${accent}"/><circle cx="${x}" cy="${y}" r="${r * 0.32}" fill="#fff"/>`
  }
}

/** A vendor's card: the provider's wordmark (a mark and its name in a lettering of its own) on its colours. */
export const vendorArt = (v: Vendor): string => {
  const p = paletteOf(`vendor:${v.code}`)
  const style = letterings[p.bytes[20]! % letterings.length]!
  const text = style.upper ? v.displayName.toUpperCase() : v.displayName
  const name = wrap(text, style.upper ? 12 : 14, 2)
  const size = name.some((l) => l.length > 10) ? 22 : 27
  const top = name.length === 1 ? 112 : 98
  return svg(
    320,
    200,
    v.displayName,
    `<defs>${gradient("g", p)}</defs><rect width="320" height="200" rx="18" fill="url(#g)"/>${bubbles(p, 320, 200)}` +
      `<g opacity="0.22">${motif(categoryMotif[v.category], 262, 150, 110, "#fff")}</g>` +
      mark(p.bytes[21]!, 52, 100, 26, p.accent) +
      name
        .map(
          (line, i) =>
            `<text x="92" y="${top + i * size * 1.1}" font-size="${size}" font-weight="${style.weight}"${style.italic ? ' font-style="italic"' : ""} letter-spacing="${style.spacing}" fill="#fff" font-family="${style.family}">${escapeXml(line)}</text>`,
        )
        .join("") +
      `<rect x="92" y="${top + (name.length - 1) * size * 1.1 + 10}" width="${Math.min(200, 24 + name[0]!.length * 6)}" height="4" rx="2" fill="${p.accent}"/>`,
  )
}

/** A game's card: no text, so the caption the portal writes under it is the only name shown. */
export const gameArt = (g: DemoGame): string => {
  if (g.classify === "SLOT") return svg(300, 300, g.name, slotArtBody(g.code, 300))
  const p = paletteOf(`game:${g.code}`)
  return svg(
    300,
    300,
    g.name,
    `<defs>${gradient("g", p)}</defs><rect width="300" height="300" rx="22" fill="url(#g)"/>${bubbles(p, 300, 300)}` +
      motif(gameMotif(g), 150, 150, 180, p.accent),
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
