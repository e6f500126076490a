/**
 * The launch rules of spec section 4 ("Game launch", "Login check") and section 6 (roles), as one pure function of
 * the state and what the person picked. Rules, in order:
 *
 * 1. A header category with exactly one vendor (not ESPORTS) is that vendor picked; otherwise its page opens.
 * 2. FISH and PVP vendors open their page with the vendor set; RNG vendors open /rng with the vendor set.
 * 3. Anything else needs a login: a visitor gets the login popup; a trial member (type 4) the real-account warning.
 * 4. TCG_LOTTO_VN opens /Vnlottery; TCG_SEA (an ELOTT vendor in the demo catalogue) opens in a window of its own
 *    ahead of the lottery rule, as a vendor code's own rule wins over its category's; LOTT and ELOTT vendors start
 *    the lottery.
 * 5. A vendor with `isGame` VASSALAGE opens the popup list of its games.
 * 6. The game starts: TCG_SEA in a window of its own, GPI in the /seamless route, any other on the /game page.
 *
 * Playing for fun is its own pick, decided where it is carried out (launchGame.ts `launchForFun`, out of the first
 * view's bytes): a game whose item says `freeplay` starts on play money for anyone, with no login check.
 */
import { categoryRoute, type GameCategory, isLotteryCategory, Vendors } from "../model/GameCategory.ts"
import { opensGameList, type VendorCard } from "../model/GameVendor.ts"
import type { GameDisplay, LaunchDecision, LaunchTarget } from "../model/LaunchDecision.ts"
import { PrizeModes } from "../model/LotteryMenu.ts"
import { isLoggedIn, isTrialMember } from "../permissions/roles.ts"
import type { State } from "../state/State.ts"

/** What the launch of `target` comes to in `state`. */
export const launchDecision = (state: State, target: LaunchTarget): LaunchDecision => {
  switch (target._tag) {
    case "Category":
      return ofCategory(state, target.category)
    case "Vendor":
      return ofVendor(state, target.category, target.card)
    case "Game":
      return (
        loginCheck(state) ?? {
          _tag: "StartGame",
          vendor: target.vendor,
          ...defined({ gameId: target.game.gameId ?? undefined, nodeId: target.game.nodeId }),
          display: displayOf(target.vendor),
        }
      )
    case "Room":
      return (
        loginCheck(state) ?? {
          _tag: "StartGame",
          vendor: target.vendor,
          ...defined({
            roomId: target.room.roomId,
            gameId: target.room.gameId ?? undefined,
            nodeId: target.room.nodeId ?? undefined,
          }),
          display: displayOf(target.vendor),
        }
      )
    case "Lottery":
      return (
        loginCheck(state) ?? {
          _tag: "StartLottery",
          ...defined({ vendor: target.vendor, gameCode: target.gameCode }),
          prizeMode: target.prizeMode,
          path: target.path,
        }
      )
  }
}

/** The login check of spec section 4: no session, the login popup; a trial account, the warning. */
export const loginCheck = (state: State): LaunchDecision | undefined =>
  !isLoggedIn(state) ? { _tag: "NeedsLogin" } : isTrialMember(state) ? { _tag: "RefusedTrial" } : undefined

/** Where a started game of a vendor shows. */
export const displayOf = (vendor: string): GameDisplay =>
  vendor === Vendors.ownWindow ? "window" : vendor === Vendors.inRoute ? "seamless" : "game"

const ofCategory = (state: State, category: GameCategory): LaunchDecision => {
  const vendors = state.catalogue.vendors[category] ?? []
  const only = vendors.length === 1 ? vendors[0] : undefined
  return only !== undefined && category !== "ESPORTS"
    ? ofVendor(state, category, only)
    : { _tag: "OpenPage", path: categoryRoute[category] }
}

const ofVendor = (state: State, category: GameCategory, card: VendorCard): LaunchDecision => {
  const vendor = card.vassalage
  if (category === "FISH" || category === "PVP" || category === "RNG") {
    return { _tag: "OpenPage", path: categoryRoute[category], vendor }
  }
  const refused = loginCheck(state)
  if (refused !== undefined) return refused
  if (vendor === Vendors.vnLottery) return { _tag: "OpenPage", path: "/Vnlottery", vendor }
  if (isLotteryCategory(category) && vendor !== Vendors.ownWindow) {
    return {
      _tag: "StartLottery",
      vendor,
      prizeMode: category === "LOTT" ? PrizeModes.lott : PrizeModes.elott,
      path: "/lottery",
    }
  }
  if (opensGameList(card)) return { _tag: "OpenGameList", vendor }
  return {
    _tag: "StartGame",
    vendor,
    ...defined({
      gameId: card.gameId ?? undefined,
      roomId: card.roomId ?? undefined,
      nodeId: card.nodeId ?? undefined,
    }),
    display: displayOf(vendor),
  }
}

/** The fields that have a value (optional fields are left out rather than set to undefined). */
export const defined = <R extends Record<string, string | undefined>>(r: R): { [K in keyof R]?: string } => {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(r)) if (v !== undefined) out[k] = v
  return out as { [K in keyof R]?: string }
}
