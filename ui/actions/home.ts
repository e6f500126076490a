/**
 * The home page's actions (spec sections 1, 2 and 3): loading the announcements (banners, player notices, popups),
 * the popup notice due now and recording it shown (once per session: core's popupNotice), the winner board (top 10
 * of 20, in the interface's language), and following a banner's link (core's `bannerTarget`: a route, a web address
 * in a new window, or a game launch). The home section imports this file, so its workflows come with the home section's chunk.
 */
import type { Banner, Popup } from "../../core/model/Announcements.ts"
import { type Language, platformCode } from "../../core/model/Language.ts"
import { bannerTarget } from "../../core/projections/homeBanners.ts"
import * as LoadAnnouncements from "../../core/workflows/loadAnnouncements.ts"
import * as LoadJackpot from "../../core/workflows/loadJackpot.ts"
import * as LoadWinnerBoard from "../../core/workflows/loadWinnerBoard.ts"
import * as PopupNotice from "../../core/workflows/popupNotice.ts"
import { streamOpen } from "../app/live.ts"
import { dispatch, run, state } from "../app/runtime.ts"
import { launch } from "./games.ts"

let announcements: Promise<boolean> | undefined

/** Loads the announcements of the home page (the session cache answers a second time); false when it failed. */
export const loadHomeAnnouncements = (): Promise<boolean> => {
  announcements ??= run(LoadAnnouncements.loadAnnouncements(), "firstSlices")
    .then((v) => v !== undefined)
    .finally(() => {
      announcements = undefined
    })
  return announcements
}

/** The popups due now, not yet shown this session. */
export const duePopups = async (): Promise<ReadonlyArray<Popup>> => {
  return (await run(PopupNotice.duePopups, "firstSlices")) ?? []
}

/** Records that a popup was shown, so it does not show again this session. */
export const popupShown = async (popup: Popup): Promise<void> => {
  await run(PopupNotice.markPopupShown(popup), "firstSlices")
}

/** Loads the winner board in the interface's language; false when it failed. */
export const loadWinners = async (): Promise<boolean> => {
  const language = platformCode[state().language.current as Language] ?? "EN"
  winnersAtJackpot = state().content.jackpot
  return (await run(LoadWinnerBoard.loadWinnerBoard(language), "firstSlices")) !== undefined
}

/** The jackpot's pool when the winner board was last asked for. */
let winnersAtJackpot: number | undefined

/**
 * The winner board's timer: while the live stream is open, it asks again only when the pushed jackpot moved since the
 * board was loaded (only a slot round changes either); without a stream, every time.
 */
export const pollWinners = async (): Promise<boolean> =>
  streamOpen() && winnersAtJackpot !== undefined && state().content.jackpot === winnersAtJackpot ? true : loadWinners()

/** Loads the slot jackpot's pool; false when it failed (the ticker keeps what it showed). */
export const loadJackpot = async (): Promise<boolean> => {
  return (await run(LoadJackpot.loadJackpot, "firstSlices")) !== undefined
}

/** The jackpot's timer: no call while the live stream is open, which pushes the pool whenever it moves. */
export const pollJackpot = async (): Promise<boolean> => (streamOpen() ? true : loadJackpot())

/** Follows a banner's link. */
export const followBanner = async (banner: Banner): Promise<void> => {
  const target = bannerTarget(banner)
  switch (target._tag) {
    case "Route":
      dispatch({ _tag: "NavigationRequested", path: target.path })
      return
    case "External":
      window.open(target.url, "_blank", "noopener,noreferrer")
      return
    case "Game": {
      await launch({
        _tag: "Game",
        vendor: target.vendor,
        game: { nodeId: target.nodeId, gameId: target.gameId, vassalage: target.vendor },
      })
      return
    }
    case "None":
      return
  }
}
