/**
 * The shell of the sandbox's demo game pages: an HTML document that loads only files of the sandbox (the portal's
 * Content-Security-Policy allows `script-src 'self'`: no inline scripts, no inline handlers), every text escaped.
 * Also how those pages write amounts: two decimals with thousands separators (spec section 9), after the brand's
 * currency symbol 'P'.
 */
import type { ServerResponse } from "node:http"
import { defaultCurrencySymbol } from "../../../core/model/Balance.ts"
import { toDecimalText } from "../../../core/model/Money.ts"
import { escapeXml } from "../svg.ts"

/** The brand's currency symbol (spec section 9). */
export const currencySymbol = defaultCurrencySymbol

/** `P 1,234.50` for 123450 minor units. */
export const money = (cents: number): string => {
  const [whole = "0", fraction = "00"] = toDecimalText(Math.abs(cents)).split(".")
  return `${cents < 0 ? "-" : ""}${currencySymbol} ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`
}

/** A page: its title, the class of its body, its main content (already escaped HTML) and its scripts. */
export const page = (p: {
  readonly title: string
  readonly bodyClass: string
  readonly main: string
  readonly scripts?: ReadonlyArray<string>
  readonly data?: Readonly<Record<string, string>>
}): string =>
  [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    '<link rel="icon" href="data:,">',
    `<title>${escapeXml(p.title)}</title>`,
    '<link rel="stylesheet" href="/play/assets/play.css">',
    ...(p.scripts ?? []).map((s) => `<script src="${escapeXml(s)}" defer></script>`),
    "</head>",
    `<body class="${escapeXml(p.bodyClass)}"${Object.entries(p.data ?? {})
      .map(([k, v]) => ` data-${k}="${escapeXml(v)}"`)
      .join("")}>`,
    p.main,
    "</body>",
    "</html>",
  ].join("\n")

/** Sends a page (never cached: it holds the member's state). */
export const sendPage = (res: ServerResponse, status: number, html: string): void => {
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
  res.end(html)
}

/** The page of a link that no longer opens its game. */
export const expiredPage = (): string =>
  page({
    title: "Game session ended",
    bodyClass: "ended",
    main:
      '<main class="ended-card"><h1>This game session has ended</h1>' +
      "<p>The link is not valid any more: it expired, or you logged out of the portal.</p>" +
      "<p>Close this window and launch the game again from the portal.</p></main>",
  })
