/**
 * Launching (spec section 4 "Game launch"), from the header, the side menu, the mini game widget and the lobbies:
 * core's `launchGame` decides and carries it out (login popup, real-account warning, a page, the popup list, or the
 * game's address). A chunk of its own, loaded on the first launch (games.ts `launch`), so it does not weigh on the
 * first view (the first view's byte budget).
 *
 * Around core's launch the action does what only a browser can: a game that shows on the /game page (or GPI's
 * /seamless route) goes there as soon as the decision is recorded, so the loader shows on the page the game will fill;
 * TCG_SEA's own window is opened blank on the click itself (a window opened later would be blocked) and sent to the
 * address once it arrives, or closed when the launch fails; a vendor page (FISH, PVP, RNG) opens on the vendor's tab.
 * A game whose wallet is empty while the main wallet is not stops at the transfer offer (core's launchFunding.ts;
 * games/FundingOffer.tsx), which launches again with the amount chosen. `playForFun` starts a slot on play money
 * (core's `launchForFun`), for a visitor and a trial member too, on the /game page like any game.
 */
import type { Event } from "../../core/events/Event.ts"
import type { GameItem } from "../../core/model/GameItem.ts"
import type { LaunchTarget } from "../../core/model/LaunchDecision.ts"
import { launchDecision } from "../../core/workflows/launchDecision.ts"
import { type Funding, launchFunded, returnFromGame as returnFunds } from "../../core/workflows/launchFunding.ts"
import { launchForFun } from "../../core/workflows/launchGame.ts"
import { dispatch, onEvent, run, state } from "../app/runtime.ts"
import { offerFunding } from "../games/fundingOffer.ts"
import { platformLanguage } from "./games.ts"

/** The last launch, for the /game page's "try again": a pick, or a game played for fun. */
let last: (() => Promise<void>) | undefined

/** The tab of a vendor page (spec section 2: "selecting a tab goes to /rng?page={tab}"). */
const vendorPage = (path: string, vendor: string): string => `${path}?page=${encodeURIComponent(vendor)}`

/** A blank window of its own for TCG_SEA, opened while the click still counts as the person's gesture. */
const openBlank = (): Window | undefined => {
  const w = window.open("about:blank", "_blank")
  if (w === null) return undefined
  w.opener = null
  return w
}

/**
 * Launches what the person picked, moving `amount` (minor units) into the game's wallet first when given; hands back
 * when the launch has been carried out (or stopped at the transfer offer).
 */
export const launch = async (target: LaunchTarget, amount?: number): Promise<void> => {
  last = () => launch(target)
  const expected = launchDecision(state(), target)
  const own = expected._tag === "StartGame" && expected.display === "window" ? openBlank() : undefined
  const stop = toStageOnDecision()
  let funding: Funding | undefined
  try {
    funding = await run(launchFunded(target, { language: platformLanguage(), backUrl: window.location.origin }, amount))
  } finally {
    stop()
  }
  if (funding?._tag === "Offer" && expected._tag === "StartGame") {
    own?.close()
    offerFunding({ target, vendor: expected.vendor, available: funding.available })
    return
  }
  const after = state().launch.status
  if (expected._tag === "StartGame" && expected.display === "window") {
    if (after._tag === "OwnWindow") {
      if (own !== undefined) own.location.href = after.url
      else window.open(after.url, "_blank", "noopener")
    } else own?.close()
  }
  if (funding !== undefined && expected._tag === "OpenPage" && expected.vendor !== undefined) {
    if (expected.path !== "/Vnlottery")
      dispatch({ _tag: "NavigationRequested", path: vendorPage(expected.path, expected.vendor) })
  }
}

/**
 * Goes to the page the game will show on, with the loader, once the decision is recorded (spec section 4: "Launch
 * shows a loader, then goes to /game with the returned address"); hands back the function that stops listening.
 */
const toStageOnDecision = (): (() => void) =>
  onEvent((event: Event, s) => {
    const status = s.launch.status
    if (
      event._tag === "LaunchDecided" &&
      status._tag === "Loading" &&
      status.display !== "window" &&
      status.display !== "lottery"
    ) {
      const path = status.path
      queueMicrotask(() => dispatch({ _tag: "NavigationRequested", path }))
    }
  })

/** Plays a slot for fun (free play, on play money); hands back when the game's address has been asked for. */
export const playForFun = async (game: GameItem, vendor: string): Promise<void> => {
  last = () => playForFun(game, vendor)
  const stop = toStageOnDecision()
  try {
    await run(launchForFun(vendor, game, { language: platformLanguage() }))
  } finally {
    stop()
  }
}

/** Launches the last pick again (the /game page's "try again"); false when there was none. */
export const relaunch = async (): Promise<boolean> => {
  if (last === undefined) return false
  await last()
  return true
}

/** Back from a game: under the brand's auto-transfer its wallet's money returns to the main wallet. */
export const returnFromGame = async (vendor: string): Promise<void> => {
  await run(returnFunds(vendor))
}
