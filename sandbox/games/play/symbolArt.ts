/**
 * The demo slot's reel symbols as 120×120 SVG: a red seven, a BAR plate, a bell, a star, a plum, a lemon and two
 * cherries, drawn here so the page needs no network and no image files.
 */
import type { SlotSymbol } from "../slot/machine.ts"

const wrap = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">${body}</svg>`

const art: Readonly<Record<SlotSymbol, string>> = {
  SEVEN:
    '<defs><linearGradient id="r" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6b6b"/><stop offset="1" stop-color="#c0001a"/></linearGradient></defs>' +
    '<path d="M28 22h66v14L60 102H40l33-62H28z" fill="url(#r)" stroke="#ffd54a" stroke-width="5" stroke-linejoin="round"/>',
  BAR:
    '<rect x="12" y="34" width="96" height="52" rx="12" fill="#1d1d2b" stroke="#ffd54a" stroke-width="5"/>' +
    '<text x="60" y="72" font-size="30" font-weight="900" text-anchor="middle" fill="#ffd54a" font-family="Georgia, serif">BAR</text>',
  BELL:
    '<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe27a"/><stop offset="1" stop-color="#e0a100"/></linearGradient></defs>' +
    '<path d="M60 16c-22 0-32 18-32 40 0 14-6 24-12 30h88c-6-6-12-16-12-30 0-22-10-40-32-40z" fill="url(#b)" stroke="#a86f00" stroke-width="3"/>' +
    '<circle cx="60" cy="96" r="10" fill="#a86f00"/><rect x="56" y="8" width="8" height="10" rx="3" fill="#a86f00"/>',
  STAR: '<polygon points="60,10 74,44 110,46 82,68 92,104 60,84 28,104 38,68 10,46 46,44" fill="#ffcf3f" stroke="#d98c00" stroke-width="4" stroke-linejoin="round"/>',
  PLUM:
    '<defs><radialGradient id="p" cx="0.35" cy="0.35" r="0.7"><stop offset="0" stop-color="#c88cff"/><stop offset="1" stop-color="#5b1a8c"/></radialGradient></defs>' +
    '<circle cx="60" cy="66" r="38" fill="url(#p)"/><path d="M60 28c6-14 20-18 30-14-4 12-16 18-30 14z" fill="#3fae4a"/>',
  LEMON:
    '<defs><radialGradient id="l" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#fff59a"/><stop offset="1" stop-color="#f2c200"/></radialGradient></defs>' +
    '<ellipse cx="60" cy="62" rx="44" ry="32" fill="url(#l)" stroke="#c99a00" stroke-width="3"/><circle cx="16" cy="62" r="5" fill="#c99a00"/><circle cx="104" cy="62" r="5" fill="#c99a00"/>',
  CHERRY:
    '<path d="M40 78C46 52 58 30 82 16M82 78C80 56 82 34 82 16" stroke="#2f8f3a" stroke-width="5" fill="none" stroke-linecap="round"/>' +
    '<path d="M82 16c10-2 20 2 24 10-10 4-20 2-24-10z" fill="#3fae4a"/>' +
    '<circle cx="40" cy="84" r="20" fill="#d7002a"/><circle cx="82" cy="84" r="20" fill="#e8173f"/>' +
    '<circle cx="33" cy="77" r="5" fill="#fff" opacity="0.6"/><circle cx="75" cy="77" r="5" fill="#fff" opacity="0.6"/>',
}

/** The SVG of a symbol. */
export const symbolArt = (symbol: SlotSymbol): string => wrap(art[symbol])
