/**
 * What the generated artwork shares ("generated SVG artwork, no network"): a palette drawn from a hash of
 * a code, so each vendor, game and banner has its own colours and keeps them; text escaped for XML; names wrapped
 * onto lines; and the drawn motifs of each kind of game (reels, cards, a ball, a fish, a controller, lottery balls,
 * a roulette wheel, dice).
 */
import { createHash } from "node:crypto"

/** Two hues and an accent from a code. */
export interface Palette {
  readonly from: string
  readonly to: string
  readonly accent: string
  readonly hue: number
  /** Bytes of the hash, for placing decorations. */
  readonly bytes: Buffer
}

/** The palette of a code. */
export const paletteOf = (code: string): Palette => {
  const bytes = createHash("sha256").update(code).digest()
  const hue = ((bytes[0]! << 8) | bytes[1]!) % 360
  const shift = 30 + (bytes[2]! % 60)
  return {
    from: `hsl(${hue} 72% 46%)`,
    to: `hsl(${(hue + shift) % 360} 70% 24%)`,
    accent: `hsl(${(hue + 180) % 360} 90% 66%)`,
    hue,
    bytes,
  }
}

/** Text safe inside XML or HTML content and attribute values. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!)

/** Words onto at most `maxLines` lines of about `width` characters (the last line ends in … when cut). */
export const wrap = (text: string, width: number, maxLines: number): ReadonlyArray<string> => {
  const lines: Array<string> = []
  let current = ""
  for (const word of text.split(/\s+/).filter((w) => w !== "")) {
    if (current === "") current = word
    else if ((current + " " + word).length <= width) current += " " + word
    else {
      lines.push(current)
      current = word
    }
  }
  if (current !== "") lines.push(current)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, Math.max(1, width - 1))}…`
  return kept
}

/** A linear gradient definition. */
export const gradient = (id: string, p: Palette): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`

/** Soft circles placed by the hash, behind everything else. */
export const bubbles = (p: Palette, width: number, height: number): string =>
  [0, 1, 2, 3]
    .map((i) => {
      const x = (p.bytes[4 + i]! / 255) * width
      const y = (p.bytes[8 + i]! / 255) * height
      const r = (0.15 + (p.bytes[12 + i]! / 255) * 0.35) * Math.min(width, height)
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="#fff" opacity="0.07"/>`
    })
    .join("")

/** The kinds of motif. */
export type Motif =
  | "reels"
  | "cards"
  | "ball"
  | "fish"
  | "controller"
  | "lottery"
  | "wheel"
  | "dice"
  | "chips"
  | "coins"
  | "friends"

/** A motif drawn around (cx, cy) at a size `s` (about its width), white with the accent; shapes only, no text. */
export const motif = (kind: Motif, cx: number, cy: number, s: number, accent: string): string => {
  const u = s / 100
  const at = (x: number, y: number) => `${(cx + x * u).toFixed(1)},${(cy + y * u).toFixed(1)}`
  const n = (v: number) => (v * u).toFixed(1)
  const px = (x: number) => (cx + x * u).toFixed(1)
  const py = (y: number) => (cy + y * u).toFixed(1)
  switch (kind) {
    case "reels":
      return [-34, 0, 34]
        .map(
          (dx) =>
            `<rect x="${px(dx - 15)}" y="${py(-28)}" width="${n(30)}" height="${n(56)}" rx="${n(6)}" fill="#fff" opacity="0.92"/>` +
            `<polygon points="${at(dx - 9, -14)} ${at(dx + 10, -14)} ${at(dx + 10, -9)} ${at(dx, 14)} ${at(dx - 6, 14)} ${at(dx + 4, -8)} ${at(dx - 9, -8)}" fill="${accent}"/>`,
        )
        .join("")
    case "cards":
      return (
        `<g transform="rotate(-12 ${at(0, 0).replace(",", " ")})"><rect x="${px(-40)}" y="${py(-34)}" width="${n(46)}" height="${n(66)}" rx="${n(6)}" fill="#fff" opacity="0.85"/></g>` +
        `<g transform="rotate(10 ${at(0, 0).replace(",", " ")})"><rect x="${px(-6)}" y="${py(-34)}" width="${n(46)}" height="${n(66)}" rx="${n(6)}" fill="#fff"/>` +
        `<path d="M${at(17, -12)} C${at(5, -2)} ${at(8, 12)} ${at(17, 6)} C${at(26, 12)} ${at(29, -2)} ${at(17, -12)}Z" fill="${accent}"/>` +
        `<rect x="${px(15)}" y="${py(4)}" width="${n(4)}" height="${n(12)}" fill="${accent}"/></g>`
      )
    case "ball":
      return (
        `<circle cx="${px(0)}" cy="${py(0)}" r="${n(36)}" fill="#fff"/>` +
        `<polygon points="${at(0, -14)} ${at(13, -4)} ${at(8, 12)} ${at(-8, 12)} ${at(-13, -4)}" fill="${accent}"/>` +
        `<path d="M${at(0, -14)} L${at(0, -36)} M${at(13, -4)} L${at(33, -12)} M${at(8, 12)} L${at(20, 29)} M${at(-8, 12)} L${at(-20, 29)} M${at(-13, -4)} L${at(-33, -12)}" stroke="${accent}" stroke-width="${n(3)}"/>`
      )
    case "fish":
      return (
        `<ellipse cx="${px(-6)}" cy="${py(0)}" rx="${n(32)}" ry="${n(20)}" fill="#fff"/>` +
        `<polygon points="${at(22, 0)} ${at(44, -18)} ${at(44, 18)}" fill="#fff"/>` +
        `<circle cx="${px(-22)}" cy="${py(-5)}" r="${n(5)}" fill="${accent}"/>` +
        `<path d="M${at(-2, -14)} Q${at(8, 0)} ${at(-2, 14)}" stroke="${accent}" stroke-width="${n(3)}" fill="none"/>` +
        `<circle cx="${px(-44)}" cy="${py(-22)}" r="${n(4)}" fill="#fff" opacity="0.7"/><circle cx="${px(-50)}" cy="${py(-34)}" r="${n(3)}" fill="#fff" opacity="0.5"/>`
      )
    case "controller":
      return (
        `<rect x="${px(-44)}" y="${py(-20)}" width="${n(88)}" height="${n(40)}" rx="${n(20)}" fill="#fff"/>` +
        `<rect x="${px(-30)}" y="${py(-3)}" width="${n(18)}" height="${n(6)}" fill="${accent}"/><rect x="${px(-24)}" y="${py(-9)}" width="${n(6)}" height="${n(18)}" fill="${accent}"/>` +
        `<circle cx="${px(20)}" cy="${py(-5)}" r="${n(5)}" fill="${accent}"/><circle cx="${px(30)}" cy="${py(5)}" r="${n(5)}" fill="${accent}"/>`
      )
    case "lottery":
      return [
        [-28, 6, "8"],
        [0, -10, "3"],
        [28, 6, "6"],
      ]
        .map(
          ([dx, dy, label]) =>
            `<circle cx="${px(dx as number)}" cy="${py(dy as number)}" r="${n(17)}" fill="#fff"/>` +
            `<circle cx="${px(dx as number)}" cy="${py(dy as number)}" r="${n(11)}" fill="none" stroke="${accent}" stroke-width="${n(2.5)}"/>` +
            `<circle cx="${px(dx as number)}" cy="${py(dy as number)}" r="${n(Number(label) / 2)}" fill="${accent}"/>`,
        )
        .join("")
    case "wheel":
      return (
        `<circle cx="${px(0)}" cy="${py(0)}" r="${n(38)}" fill="#fff"/><circle cx="${px(0)}" cy="${py(0)}" r="${n(28)}" fill="${accent}"/>` +
        Array.from({ length: 8 }, (_, i) => {
          const a = (i * Math.PI) / 4
          return `<line x1="${px(0)}" y1="${py(0)}" x2="${px(Math.cos(a) * 28)}" y2="${py(Math.sin(a) * 28)}" stroke="#fff" stroke-width="${n(2)}"/>`
        }).join("") +
        `<circle cx="${px(0)}" cy="${py(0)}" r="${n(7)}" fill="#fff"/><circle cx="${px(20)}" cy="${py(-26)}" r="${n(4)}" fill="#fff"/>`
      )
    case "dice":
      return (
        `<rect x="${px(-40)}" y="${py(-24)}" width="${n(40)}" height="${n(40)}" rx="${n(8)}" fill="#fff" transform="rotate(-10 ${px(-20)} ${py(-4)})"/>` +
        `<rect x="${px(4)}" y="${py(-14)}" width="${n(40)}" height="${n(40)}" rx="${n(8)}" fill="#fff" transform="rotate(12 ${px(24)} ${py(6)})"/>` +
        [
          [-28, -12],
          [-20, -4],
          [-12, 4],
          [16, -2],
          [32, 14],
          [16, 14],
          [32, -2],
        ]
          .map(([x, y]) => `<circle cx="${px(x!)}" cy="${py(y!)}" r="${n(3.5)}" fill="${accent}"/>`)
          .join("")
      )
    case "chips":
      return (
        [0, 1, 2, 3]
          .map(
            (i) =>
              `<ellipse cx="${px(-14 + (i % 2) * 6)}" cy="${py(22 - i * 12)}" rx="${n(30)}" ry="${n(10)}" fill="${i % 2 === 0 ? "#fff" : accent}" stroke="#000" stroke-opacity="0.15"/>`,
          )
          .join("") +
        `<circle cx="${px(28)}" cy="${py(-16)}" r="${n(16)}" fill="#fff" stroke="${accent}" stroke-width="${n(4)}" stroke-dasharray="${n(5)} ${n(4)}"/>`
      )
    case "coins":
      return (
        [0, 1, 2, 3, 4]
          .map(
            (i) =>
              `<ellipse cx="${px(-16)}" cy="${py(30 - i * 11)}" rx="${n(26)}" ry="${n(9)}" fill="${i % 2 === 0 ? "#fff" : accent}" stroke="#000" stroke-opacity="0.15"/>`,
          )
          .join("") +
        `<circle cx="${px(26)}" cy="${py(-14)}" r="${n(20)}" fill="#fff"/><circle cx="${px(26)}" cy="${py(-14)}" r="${n(13)}" fill="none" stroke="${accent}" stroke-width="${n(4)}"/>` +
        `<path d="M${at(44, 14)} A${n(26)} ${n(26)} 0 0 1 ${at(8, 26)}" stroke="#fff" stroke-width="${n(4)}" fill="none"/><polygon points="${at(8, 18)} ${at(0, 27)} ${at(10, 34)}" fill="#fff"/>`
      )
    case "friends":
      return (
        `<circle cx="${px(-18)}" cy="${py(-16)}" r="${n(13)}" fill="#fff"/><path d="M${at(-42, 30)} C${at(-42, 4)} ${at(6, 4)} ${at(6, 30)}Z" fill="#fff"/>` +
        `<circle cx="${px(20)}" cy="${py(-10)}" r="${n(11)}" fill="${accent}"/><path d="M${at(0, 32)} C${at(0, 10)} ${at(40, 10)} ${at(40, 32)}Z" fill="${accent}"/>` +
        `<path d="M${at(34, -34)} l${n(4)} ${n(8)} l${n(8)} ${n(1)} l${n(-6)} ${n(6)} l${n(2)} ${n(8)} l${n(-8)} ${n(-4)} l${n(-8)} ${n(4)} l${n(2)} ${n(-8)} l${n(-6)} ${n(-6)} l${n(8)} ${n(-1)}Z" fill="#fff"/>`
      )
  }
}
