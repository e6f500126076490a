/**
 * The lottery pages (spec section 2 "/lottery, /Vnlottery", section 3 "Lottery menu", section 7 "popular count 20,
 * full list count 100"): the lottery and Vietnamese lottery menus, the member's recent lottery games, the popular
 * and full lists of opened numbers, and the member's view of opened numbers.
 *
 * Both popular (20) and full (100) lists come from `/lgw/vn/numeros/opened/game`, whose answer does not say which
 * was asked: `LotteryListRequested` names the list the next answer fills (the popular one when nothing was named).
 * `/lgw/games/popular`, the newer generation's popular call, fills the popular list too.
 */
import type { EndpointName } from "../../contract/Api.ts"
import type { LotteryGame, LotteryGroup } from "../../model/LotteryMenu.ts"
import { menuGroups } from "../../model/LotteryMenu.ts"
import { drawsOf, type OpenedDraw } from "../../model/OpenedNumbers.ts"
import { slice } from "../Slice.ts"
import { keepIfEqual } from "../sameJson.ts"

/** Which list of opened numbers. */
export type DrawList = "popular" | "full"

export interface LotteryState {
  /** Groups of the lottery menu (LOTT/ELOTT). */
  readonly menus: ReadonlyArray<LotteryGroup>
  /** Groups of the Vietnamese lottery menu. */
  readonly vnMenus: ReadonlyArray<LotteryGroup>
  /** The member's recent lottery games. */
  readonly recent: ReadonlyArray<LotteryGame>
  /** The popular list (20). */
  readonly popular: ReadonlyArray<OpenedDraw>
  /** The full list (100). */
  readonly full: ReadonlyArray<OpenedDraw>
  /** Opened numbers as the member's view lists them. */
  readonly opened: ReadonlyArray<OpenedDraw>
  /** The list the next opened-numbers answer fills. */
  readonly pendingList: DrawList | undefined
}

/** Sets one field, keeping the slice when the value is unchanged. */
const put = <K extends keyof LotteryState>(s: LotteryState, key: K, value: LotteryState[K]): LotteryState => {
  const kept = keepIfEqual(s[key], value)
  return kept === s[key] ? s : { ...s, [key]: kept }
}

/** The opened-numbers call failed: nothing fills the named list. */
const failed = (s: LotteryState, endpoint: EndpointName): LotteryState =>
  endpoint === "vnOpenedNumbers" && s.pendingList !== undefined ? { ...s, pendingList: undefined } : s

const forgetMember = (s: LotteryState): LotteryState =>
  s.recent.length === 0 && s.opened.length === 0 ? s : { ...s, recent: [], opened: [] }

export const initialLottery: LotteryState = {
  menus: [],
  vnMenus: [],
  recent: [],
  popular: [],
  full: [],
  opened: [],
  pendingList: undefined,
}

export const lottery = slice<LotteryState>(initialLottery, {
  LotteryMenusLoaded: (s, e) => put(s, "menus", menuGroups(e.value)),
  VnLotteryMenusLoaded: (s, e) => put(s, "vnMenus", menuGroups(e.value)),
  RecentLotteriesLoaded: (s, e) => put(s, "recent", e.value),
  PopularLotteriesLoaded: (s, e) => put(s, "popular", drawsOf(e.value)),
  LotteryListRequested: (s, e) => (s.pendingList === e.list ? s : { ...s, pendingList: e.list }),
  VnOpenedNumbersLoaded: (s, e) => {
    const next = put(s, s.pendingList ?? "popular", drawsOf(e.value))
    return next.pendingList === undefined ? next : { ...next, pendingList: undefined }
  },
  OpenedNumbersLoaded: (s, e) => put(s, "opened", drawsOf(e.value)),
  CallFailed: (s, e) => failed(s, e.endpoint),
  NetworkFailed: (s, e) => failed(s, e.endpoint),
  ApiResponseRejected: (s, e) => failed(s, e.endpoint),
  LoggedOut: forgetMember,
  SessionEnded: (s, e) => forgetMember(failed(s, e.endpoint)),
})

/** Every game of a set of menu groups, in order. */
export const menuGames = (groups: ReadonlyArray<LotteryGroup>): ReadonlyArray<LotteryGame> =>
  groups.flatMap((g) => g.gameMenus)
