/**
 * The points mall's product images (generated SVG, no text): each reward of the seed names what it shows — a cash
 * voucher, a T-shirt, earphones, a smartphone, a membership card — drawn on a palette from the reward's key, so the
 * mall shows products instead of emoji that each system's font draws differently.
 */
import { bubbles, gradient, paletteOf } from "../games/svg.ts"

/** What a reward's image shows. */
export type RewardPicture = "voucher" | "shirt" | "earphones" | "phone" | "card"

const drawing = (kind: RewardPicture, accent: string): string => {
  switch (kind) {
    case "voucher":
      return `<rect x="50" y="95" width="200" height="110" rx="14" fill="#fff"/><rect x="62" y="107" width="176" height="86" rx="8" fill="none" stroke="${accent}" stroke-width="4" stroke-dasharray="10 6"/><circle cx="150" cy="150" r="28" fill="${accent}"/><circle cx="150" cy="150" r="18" fill="none" stroke="#fff" stroke-width="5"/><circle cx="50" cy="150" r="14" fill="url(#g)"/><circle cx="250" cy="150" r="14" fill="url(#g)"/>`
    case "shirt":
      return `<path d="M110 70 L80 80 L40 120 L72 150 L92 132 L92 240 L208 240 L208 132 L228 150 L260 120 L220 80 L190 70 C184 92 116 92 110 70Z" fill="#fff"/><path d="M110 70 C116 92 184 92 190 70" stroke="${accent}" stroke-width="6" fill="none"/><rect x="130" y="150" width="40" height="40" rx="8" fill="${accent}"/>`
    case "earphones":
      return `<path d="M85 170 L85 140 C85 70 215 70 215 140 L215 170" stroke="#fff" stroke-width="14" fill="none" stroke-linecap="round"/><rect x="62" y="150" width="46" height="74" rx="20" fill="#fff"/><rect x="192" y="150" width="46" height="74" rx="20" fill="#fff"/><rect x="74" y="164" width="22" height="46" rx="10" fill="${accent}"/><rect x="204" y="164" width="22" height="46" rx="10" fill="${accent}"/>`
    case "phone":
      return `<rect x="100" y="50" width="100" height="200" rx="18" fill="#fff"/><rect x="110" y="70" width="80" height="150" rx="6" fill="${accent}"/><circle cx="150" cy="234" r="7" fill="${accent}"/><rect x="135" y="58" width="30" height="5" rx="2.5" fill="${accent}"/><path d="M118 190 L140 160 L156 178 L168 166 L184 190Z" fill="#fff" opacity="0.7"/>`
    case "card":
      return `<rect x="55" y="90" width="190" height="120" rx="14" fill="#f3c74f" transform="rotate(-6 150 150)"/><rect x="75" y="118" width="34" height="26" rx="5" fill="#b8891e" transform="rotate(-6 150 150)"/><rect x="75" y="170" width="150" height="10" rx="5" fill="#fff" opacity="0.7" transform="rotate(-6 150 150)"/><polygon points="200,110 207,124 222,125 211,135 214,150 200,142 186,150 189,135 178,125 193,124" fill="${accent}" transform="rotate(-6 150 150)"/>`
  }
}

/** A reward's image, 300×300. */
export const rewardArt = (key: string, kind: RewardPicture, label: string): string => {
  const p = paletteOf(`reward:${key}`)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${label.replace(/[&<>"']/g, "")}">` +
    `<defs>${gradient("g", p)}</defs><rect width="300" height="300" rx="22" fill="url(#g)"/>${bubbles(p, 300, 300)}` +
    drawing(kind, p.accent) +
    `</svg>`
  )
}
