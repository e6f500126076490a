/**
 * The demo slot's page: the reels, the balance of the vendor wallet the game plays on, a stake selector
 * (in a PVP room, from the room's minimum bet up), the spin button, the last rounds, the paytable and the rules with
 * the published return to player. The page is static HTML; /play/assets/slot.js brings it to life through the game
 * API with the launch token. In fun mode (games/funPlay.ts) the page says at the top and on the balance that it plays
 * with play money, and an empty play balance asks for a new fun launch instead of a transfer.
 */
import { vendorByCode } from "../../seed/vendors.ts"
import { gameByCode } from "../catalogue.ts"
import type { Ticket } from "../launchTokens.ts"
import { roomStakes } from "../pvpRooms.ts"
import { lines, reels, returnToPlayer, shown, symbols, threeOfAKind, twoCherries } from "../slot/machine.ts"
import { escapeXml, paletteOf } from "../svg.ts"
import { money, page } from "./page.ts"

const symbolImg = (symbol: string, cls = "cell") =>
  `<img class="${cls}" src="/play/symbols/${symbol}.svg" alt="${symbol.toLowerCase()}" width="120" height="120">`

const lineNames = ["Middle row", "Top row", "Bottom row", "Diagonal down", "Diagonal up"]

/** The percentage of the return to player, two decimals. */
export const rtpText = (): string => `${(returnToPlayer() * 100).toFixed(2)}%`

/** The page of a slot ticket; `fun` for a fun session's. */
export const slotPage = (
  ticket: Pick<Ticket, "vendor" | "category" | "gameCode" | "gameName" | "roomId">,
  fun = false,
): string => {
  const vendor = vendorByCode(ticket.vendor)
  const vendorName = vendor?.displayName ?? ticket.vendor
  const start = [0, 7, 14].map((stop, r) => shown(reels[r]!, stop))
  const paytable = symbols
    .map(
      (s) =>
        `<tr><td>${symbolImg(s, "pay-symbol")}${symbolImg(s, "pay-symbol")}${symbolImg(s, "pay-symbol")}</td><td>${threeOfAKind[s]}×</td></tr>`,
    )
    .join("")
  const main = `<main class="cabinet">
<header class="marquee">${
    fun ? `\n  <p class="fun-badge" id="fun-badge">Play money · Fun mode: no real money is staked or won</p>` : ""
  }
  <p class="vendor">${escapeXml(vendorName)} · ${escapeXml(ticket.category)}</p>
  <h1>${escapeXml(ticket.gameName)}</h1>
  <p class="rtp">Return to player <strong>${rtpText()}</strong> · ${lines.length} lines</p>${
    gameByCode(ticket.gameCode)?.classify === "SLOT"
      ? ""
      : `\n  <p class="rtp">A demonstration: the sandbox plays every game, ${escapeXml(ticket.gameName)} included, on its slot.</p>`
  }
</header>
<section class="reels" aria-label="Reels">
${start.map((col, r) => `  <div class="reel" data-reel="${r}">${col.map((s) => symbolImg(s)).join("")}</div>`).join("\n")}
</section>
<p class="status" id="status" role="status" aria-live="polite">${
    fun ? "Loading your play money…" : `Loading your ${escapeXml(vendorName)} wallet…`
  }</p>
<section class="controls">
  <div class="meter"><span>${fun ? "Play balance" : "Balance"}</span><output id="balance">–</output></div>
  <label class="meter"><span>Stake</span><select id="stake">${roomStakes(ticket.roomId)
    .map((s, i) => `<option value="${s}"${i === 0 ? " selected" : ""}>${money(s)}</option>`)
    .join("")}</select></label>
  <div class="meter"><span>Win</span><output id="win">${money(0)}</output></div>
  <button id="spin" class="spin" type="button" disabled>Spin</button>
</section>
${
  fun
    ? `<aside class="empty" id="empty" hidden>
  <h2>Your play money has run out</h2>
  <p>Launch the game for fun again from the portal to start over with fresh play money.</p>
  <button id="refresh" type="button">Refresh balance</button>
</aside>`
    : `<aside class="empty" id="empty" hidden>
  <h2>Transfer funds to your ${escapeXml(vendorName)} wallet</h2>
  <p>This game plays on your <strong>${escapeXml(vendorName)}</strong> wallet, which cannot cover the stake. In the portal, open
  <strong>My Wallet</strong> and transfer funds from your main wallet to ${escapeXml(vendorName)}, then refresh.</p>
  <button id="refresh" type="button">Refresh balance</button>
</aside>`
}
<section class="history"><h2>Last rounds</h2><ol id="history"><li class="none">No rounds yet.</li></ol></section>
<details class="paytable">
  <summary>Paytable and rules</summary>
  <p>The stake is split evenly over ${lines.length} lines: ${lineNames.map((n) => n.toLowerCase()).join(", ")}.
  A line pays a multiple of its line bet for three of a kind, or ${twoCherries}× for two cherries on the first two reels.
  Wins on several lines add up.</p>
  <table><thead><tr><th>Line</th><th>Pays (× line bet)</th></tr></thead><tbody>${paytable}
  <tr><td>${symbolImg("CHERRY", "pay-symbol")}${symbolImg("CHERRY", "pay-symbol")}</td><td>${twoCherries}×</td></tr></tbody></table>
  <p>Return to player: <strong>${rtpText()}</strong>, computed over all ${reels[0]!.length ** 3} stops of the three reels.
  Every spin is drawn on the server with a cryptographic random number generator; ${
    fun
      ? "in fun mode the stake and the win move play money only."
      : `the stake and the win are settled on
  your ${escapeXml(vendorName)} wallet in one transaction.`
  }</p>
</details>
</main>`
  return page({
    title: `${ticket.gameName} · ${vendorName}`,
    bodyClass: "slot",
    main,
    scripts: ["/play/assets/slot.js"],
    data: { hue: String(paletteOf(`game:${ticket.gameCode}`).hue), ...(fun ? { fun: "1" } : {}) },
  })
}
