/**
 * The demo lottery lobby ("a simple page listing the menu and draws is enough"): every game of the prize
 * mode's menu by group, with its latest winning numbers and its next draw; a launched game (`lottoGameCode`, the
 * betting view) heads the page with its last ten draws. Betting is not offered: the page says so. Server-rendered,
 * no script.
 */
import { vendorByCode } from "../../seed/vendors.ts"
import type { Ticket } from "../launchTokens.ts"
import { type Draw, latestDrawTime, nextDrawTime, recentDraws } from "../lottery/draws.ts"
import { areaOfPrizeMode, groupsOf, type LotteryDef, lotteryByCode } from "../lottery/menus.ts"
import { portalTime } from "../portalTime.ts"
import { escapeXml } from "../svg.ts"
import { page } from "./page.ts"

const balls = (d: Draw) => `<ol class="balls">${d.numbers.map((n) => `<li>${escapeXml(n)}</li>`).join("")}</ol>`

const card = (g: LotteryDef, now: number) => {
  const [latest] = recentDraws(g, now, 1)
  return `<li class="lotto-card">
  <img src="/images/lottery/${escapeXml(g.code)}.svg" alt="" width="56" height="56">
  <div><h3>${escapeXml(g.name)}</h3>
  <p class="numero">Draw ${escapeXml(latest!.numero)} · ${escapeXml(portalTime(latest!.openTime))}</p>
  ${balls(latest!)}
  <p class="next">Next draw ${escapeXml(portalTime(nextDrawTime(g, now)))} (GMT+8)</p></div>
</li>`
}

/** A back link when the launch gave a safe one (checked at launch). */
const back = (url: string | null) =>
  url === null ? "" : `<a class="back" href="${escapeXml(url)}" target="_top" rel="noopener">← Back</a>`

/** The lobby of a lottery ticket at `now`. */
export const lotteryPage = (ticket: Ticket, now: number): string => {
  const prizeMode = ticket.prizeMode ?? "Lott"
  const vendorName = vendorByCode(ticket.vendor)?.displayName ?? ticket.vendor
  const game = lotteryByCode(ticket.gameCode)
  const featured =
    game === undefined
      ? ""
      : `<section class="featured"><h2>${escapeXml(game.name)}</h2>
<p>Latest draw ${escapeXml(portalTime(latestDrawTime(game, now)))} · next draw ${escapeXml(portalTime(nextDrawTime(game, now)))} (GMT+8)</p>
<table><thead><tr><th>Draw</th><th>Opened</th><th>Winning numbers</th></tr></thead><tbody>${recentDraws(game, now, 10)
          .map(
            (d) =>
              `<tr><td>${escapeXml(d.numero)}</td><td>${escapeXml(portalTime(d.openTime))}</td><td>${balls(d)}</td></tr>`,
          )
          .join("")}</tbody></table></section>`
  const groups = groupsOf(areaOfPrizeMode(prizeMode))
    .map(
      (g) =>
        `<section class="group"><h2>${escapeXml(g.label)}</h2><ul class="lotto-grid">${g.games
          .map((x) => card(x, now))
          .join("")}</ul></section>`,
    )
    .join("\n")
  const main = `<main class="lobby">
<header class="lobby-head">${back(ticket.backUrl)}
  <p class="vendor">${escapeXml(vendorName)} · prize mode ${escapeXml(prizeMode)}</p>
  <h1>${escapeXml(game === undefined ? "Lottery lobby" : game.name)}</h1>
  <p class="note">The sandbox's lottery shows real draws: every game draws on its schedule, its numbers computed from a
  seeded hash of the draw, the same on every visit. Betting is not offered in this demonstration.</p>
</header>
${featured}
${groups}
</main>`
  return page({ title: `${game?.name ?? "Lottery"} · ${vendorName}`, bodyClass: "lottery", main })
}
