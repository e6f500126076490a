/**
 * A slot's thumbnail without a word in it (the portal writes the name in the card's caption, so nothing baked in can
 * be clipped by it): the game's id picks, through its hash, a palette, a background pattern, a lead symbol and two
 * companions from the symbols below, and a composition (one big symbol, three reels, a scatter, a ring, a diagonal
 * stack). Distinct games differ in several of these at once, not only in colour.
 */
import { gradient, type Palette, paletteOf } from "./svg.ts"

/** The drawn symbols, each in a 100×100 box centred on the origin. */
export const slotSymbols = [
  "cherry",
  "bell",
  "diamond",
  "star",
  "crown",
  "coin",
  "clover",
  "heart",
  "moon",
  "lotus",
  "bar",
  "seven",
  "horseshoe",
  "bolt",
  "sun",
  "gem",
] as const
export type SlotSymbol = (typeof slotSymbols)[number]

/** How a thumbnail places its symbols. */
export const compositions = ["hero", "reels", "scatter", "ring", "stack"] as const
export type Composition = (typeof compositions)[number]

const backgrounds = ["rays", "dots", "stripes", "waves"] as const

/** The symbol's shapes: `a` is the accent, `w` white, `d` a dark shade of the palette. */
const shape = (s: SlotSymbol, a: string, w: string, d: string): string => {
  switch (s) {
    case "cherry":
      return `<path d="M-4 -40 Q6 -10 -18 14 M-4 -40 Q10 -12 22 10" stroke="${d}" stroke-width="5" fill="none"/><path d="M-4 -40 Q18 -46 30 -34 Q12 -28 -4 -40Z" fill="${w}"/><circle cx="-18" cy="24" r="20" fill="${a}"/><circle cx="22" cy="20" r="20" fill="${a}"/><circle cx="-24" cy="17" r="5" fill="${w}" opacity="0.7"/><circle cx="16" cy="13" r="5" fill="${w}" opacity="0.7"/>`
    case "bell":
      return `<path d="M0 -44 C22 -44 28 -20 30 4 C32 22 40 28 44 32 L-44 32 C-40 28 -32 22 -30 4 C-28 -20 -22 -44 0 -44Z" fill="${a}"/><circle cx="0" cy="40" r="9" fill="${w}"/><rect x="-4" y="-50" width="8" height="10" rx="3" fill="${d}"/><path d="M-16 -24 Q-20 0 -18 18" stroke="${w}" stroke-width="6" fill="none" opacity="0.6"/>`
    case "diamond":
      return `<polygon points="-40,-14 -22,-36 22,-36 40,-14 0,42" fill="${a}"/><polygon points="-40,-14 40,-14 0,42" fill="${d}" opacity="0.35"/><polygon points="-22,-36 -8,-14 8,-14 22,-36" fill="${w}" opacity="0.55"/>`
    case "star":
      return `<polygon points="0,-46 13,-15 46,-14 20,7 29,40 0,21 -29,40 -20,7 -46,-14 -13,-15" fill="${a}" stroke="${w}" stroke-width="4" stroke-linejoin="round"/>`
    case "crown":
      return `<polygon points="-42,30 -46,-22 -20,2 0,-36 20,2 46,-22 42,30" fill="${a}"/><rect x="-42" y="30" width="84" height="12" rx="3" fill="${d}"/><circle cx="-46" cy="-26" r="7" fill="${w}"/><circle cx="0" cy="-40" r="7" fill="${w}"/><circle cx="46" cy="-26" r="7" fill="${w}"/><circle cx="0" cy="14" r="8" fill="${w}"/>`
    case "coin":
      return `<circle r="42" fill="${a}"/><circle r="32" fill="none" stroke="${w}" stroke-width="5"/><polygon points="0,-18 6,-6 18,-5 9,4 12,17 0,10 -12,17 -9,4 -18,-5 -6,-6" fill="${w}"/>`
    case "clover":
      return `<circle cx="0" cy="-20" r="18" fill="${a}"/><circle cx="20" cy="0" r="18" fill="${a}"/><circle cx="0" cy="20" r="18" fill="${a}"/><circle cx="-20" cy="0" r="18" fill="${a}"/><path d="M4 6 Q20 30 14 46" stroke="${d}" stroke-width="6" fill="none"/><circle r="8" fill="${w}"/>`
    case "heart":
      return `<path d="M0 40 C-50 6 -44 -40 -12 -36 C-4 -35 0 -28 0 -22 C0 -28 4 -35 12 -36 C44 -40 50 6 0 40Z" fill="${a}"/><path d="M-26 -20 Q-30 -6 -22 4" stroke="${w}" stroke-width="6" fill="none" opacity="0.6"/>`
    case "moon":
      return `<path d="M10 -44 A44 44 0 1 0 40 22 A34 34 0 1 1 10 -44Z" fill="${a}"/><circle cx="30" cy="-26" r="4" fill="${w}"/><circle cx="40" cy="-6" r="3" fill="${w}"/>`
    case "lotus":
      return [0, 40, -40, 80, -80]
        .map(
          (r, i) =>
            `<ellipse cx="0" cy="-18" rx="${i === 0 ? 14 : 12}" ry="30" fill="${i % 2 === 0 ? a : w}" transform="rotate(${r} 0 16)"/>`,
        )
        .join("")
        .concat(`<ellipse cx="0" cy="24" rx="40" ry="8" fill="${d}" opacity="0.6"/>`)
    case "bar":
      return [-26, 0, 26]
        .map(
          (y, i) =>
            `<rect x="${-44 + i * 4}" y="${y - 10}" width="${88 - i * 8}" height="20" rx="5" fill="${i === 1 ? w : a}" stroke="${d}" stroke-width="3"/>`,
        )
        .join("")
    case "seven":
      return `<polygon points="-32,-40 36,-40 36,-26 -2,42 -22,42 14,-24 -32,-24" fill="${a}" stroke="${w}" stroke-width="5" stroke-linejoin="round"/>`
    case "horseshoe":
      return `<path d="M-28 38 L-34 0 A34 34 0 1 1 34 0 L28 38" stroke="${a}" stroke-width="16" fill="none" stroke-linecap="round"/>${[-30, -18, 18, 30].map((x) => `<circle cx="${x}" cy="${Math.abs(x) === 30 ? 8 : -24}" r="3.5" fill="${w}"/>`).join("")}`
    case "bolt":
      return `<polygon points="8,-46 -30,6 -4,6 -12,46 30,-10 4,-10" fill="${a}" stroke="${w}" stroke-width="4" stroke-linejoin="round"/>`
    case "sun":
      return `${Array.from({ length: 12 }, (_, i) => `<rect x="-4" y="-48" width="8" height="18" rx="4" fill="${a}" transform="rotate(${i * 30})"/>`).join("")}<circle r="26" fill="${a}"/><circle r="17" fill="${w}" opacity="0.8"/>`
    case "gem":
      return `<polygon points="0,-44 38,-22 38,22 0,44 -38,22 -38,-22" fill="${a}"/><polygon points="0,-26 22,-13 22,13 0,26 -22,13 -22,-13" fill="${w}" opacity="0.45"/><polygon points="0,-44 38,-22 0,-26" fill="${w}" opacity="0.3"/>`
  }
}

/** A symbol drawn at (x, y), `size` wide, turned by `turn` degrees. */
const symbol = (s: SlotSymbol, x: number, y: number, size: number, turn: number, p: Palette, dark: string) =>
  `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${turn}) scale(${(size / 100).toFixed(3)})">${shape(s, p.accent, "#fff", dark)}</g>`

const background = (kind: (typeof backgrounds)[number], p: Palette, w: number, h: number): string => {
  switch (kind) {
    case "rays":
      return Array.from({ length: 12 }, (_, i) => {
        const a1 = (i * 30 * Math.PI) / 180
        const a2 = ((i * 30 + 14) * Math.PI) / 180
        const r = Math.max(w, h)
        return `<polygon points="${w / 2},${h / 2} ${(w / 2 + Math.cos(a1) * r).toFixed(1)},${(h / 2 + Math.sin(a1) * r).toFixed(1)} ${(w / 2 + Math.cos(a2) * r).toFixed(1)},${(h / 2 + Math.sin(a2) * r).toFixed(1)}" fill="#fff" opacity="0.07"/>`
      }).join("")
    case "dots":
      return Array.from({ length: 36 }, (_, i) => {
        const x = ((i % 6) + 0.5) * (w / 6)
        const y = (Math.floor(i / 6) + 0.5) * (h / 6)
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${2 + (p.bytes[i % 32]! % 5)}" fill="#fff" opacity="0.1"/>`
      }).join("")
    case "stripes":
      return Array.from(
        { length: 10 },
        (_, i) =>
          `<rect x="${i * (w / 5) - w}" y="-20" width="${w / 10}" height="${h * 2}" fill="#fff" opacity="0.06" transform="rotate(${20 + (p.bytes[20]! % 30)})"/>`,
      ).join("")
    case "waves":
      return [0.55, 0.7, 0.85]
        .map(
          (f, i) =>
            `<path d="M0 ${h * f} Q${w / 4} ${h * f - 30 + i * 8} ${w / 2} ${h * f} T${w} ${h * f} V${h} H0Z" fill="#fff" opacity="${0.05 + i * 0.03}"/>`,
        )
        .join("")
  }
}

/** What the id picks: the lead symbol, two companions, the composition and the background. */
export interface SlotLook {
  readonly lead: SlotSymbol
  readonly companions: readonly [SlotSymbol, SlotSymbol]
  readonly composition: Composition
  readonly pattern: (typeof backgrounds)[number]
}

/** The look of a game id. */
export const slotLook = (id: string): SlotLook => {
  const b = paletteOf(`game:${id}`).bytes
  const n = slotSymbols.length
  const pick = (start: number, avoid: ReadonlyArray<number>) => {
    let i = start % n
    while (avoid.includes(i)) i = (i + 1) % n
    return i
  }
  const lead = b[16]! % n
  const c1 = pick(b[17]!, [lead])
  const c2 = pick(b[21]!, [lead, c1])
  return {
    lead: slotSymbols[lead]!,
    companions: [slotSymbols[c1]!, slotSymbols[c2]!],
    composition: compositions[b[18]! % compositions.length]!,
    pattern: backgrounds[b[19]! % backgrounds.length]!,
  }
}

/** The thumbnail's body on a `size`-square canvas (the caller wraps it in the svg element). */
export const slotArtBody = (id: string, size: number): string => {
  const p = paletteOf(`game:${id}`)
  const look = slotLook(id)
  const dark = `hsl(${p.hue} 60% 18%)`
  const c = size / 2
  const [x, y] = look.companions
  const at = (s: SlotSymbol, px: number, py: number, k: number, turn = 0) => symbol(s, px, py, size * k, turn, p, dark)
  const turn = (i: number) => (p.bytes[24 + i]! % 40) - 20
  let scene: string
  switch (look.composition) {
    case "hero":
      scene = `<circle cx="${c}" cy="${c}" r="${size * 0.36}" fill="#fff" opacity="0.12"/>${at(look.lead, c, c, 0.56, turn(0))}`
      break
    case "reels":
      scene = [look.lead, x, look.lead]
        .map((s, i) => {
          const rx = size * (0.2 + i * 0.3)
          return `<rect x="${(rx - size * 0.13).toFixed(1)}" y="${(c - size * 0.22).toFixed(1)}" width="${(size * 0.26).toFixed(1)}" height="${(size * 0.44).toFixed(1)}" rx="${size * 0.04}" fill="#fff" opacity="0.9"/>${at(s, rx, c, 0.2)}`
        })
        .join("")
        .concat(
          `<rect x="${size * 0.04}" y="${c - 2}" width="${size * 0.92}" height="4" fill="${p.accent}" opacity="0.8"/>`,
        )
      break
    case "scatter":
      scene = [look.lead, x, y, look.lead, x, y]
        .map((s, i) =>
          at(
            s,
            size * (0.15 + (p.bytes[i]! / 255) * 0.7),
            size * (0.15 + (p.bytes[6 + i]! / 255) * 0.7),
            i === 0 ? 0.38 : 0.16 + (p.bytes[12 + i]! % 10) / 100,
            turn(i),
          ),
        )
        .reverse()
        .join("")
      break
    case "ring":
      scene =
        Array.from({ length: 6 }, (_, i) => {
          const a = (i * Math.PI) / 3 + (p.bytes[2]! / 255) * Math.PI
          return at(i % 2 === 0 ? x : y, c + Math.cos(a) * size * 0.33, c + Math.sin(a) * size * 0.33, 0.16, turn(i))
        }).join("") + at(look.lead, c, c, 0.4)
      break
    case "stack":
      scene = at(y, size * 0.75, size * 0.27, 0.22, turn(2)) + at(x, size * 0.3, size * 0.72, 0.28, turn(1))
      scene += at(look.lead, c, c, 0.44, turn(0))
      break
  }
  return `<defs>${gradient("g", p)}</defs><rect width="${size}" height="${size}" rx="${size * 0.07}" fill="url(#g)"/>${background(look.pattern, p, size, size)}${scene}`
}
