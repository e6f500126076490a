/**
 * The lottery menus (spec section 3 "Lottery menu: gameMenus, gameGroupCode, labelName"; "lottery types 11X5, LF,
 * LHC, PK10, SSC"; wire notes section 4): the LOTT menu of `/lgw/games/game_menus` in the five types, and the
 * Vietnamese lottery's menu of `/lgw/vn/games/game_menu` by region (north, central, south, and fast draws). Each
 * game has a draw schedule: every `intervalMs`, shifted by `offsetMs` from midnight UTC.
 *
 * Which menu a prize mode reads (spec section 3 "Prize modes Lott, ZY, Elott, SEA"): SEA the Vietnamese lottery,
 * the others the LOTT menu. Which vendor plays it: SEA TCG_LOTTO_VN, Elott TCG_SEA, Lott and ZY TCG.
 */
import type { LotteryGame, LotteryGroup } from "../../../core/model/LotteryMenu.ts"
import { lotteryImage } from "../imagePaths.ts"

/** How the winning numbers of a game are drawn. */
export type DrawKind = "SSC" | "11X5" | "PK10" | "LHC" | "LF3" | "LF5" | "VN5" | "VN6"

export interface LotteryDef {
  readonly code: string
  readonly name: string
  readonly group: string
  readonly kind: DrawKind
  readonly intervalMs: number
  readonly offsetMs: number
}

export interface GroupDef {
  readonly code: string
  readonly label: string
  readonly games: ReadonlyArray<LotteryDef>
}

/** The two menus. */
export type MenuArea = "LOTT" | "VN"

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

const game = (code: string, name: string, kind: DrawKind, intervalMs: number, offsetMs = 0) => ({
  code,
  name,
  kind,
  intervalMs,
  offsetMs,
})

const group = (code: string, label: string, games: ReadonlyArray<Omit<LotteryDef, "group">>): GroupDef => ({
  code,
  label,
  games: games.map((g) => ({ ...g, group: code })),
})

/** The LOTT menu: the five lottery types. Daily draws at 20:30 and 21:30 GMT+8. */
export const lottGroups: ReadonlyArray<GroupDef> = [
  group("SSC", "Time-Time Lottery (SSC)", [
    game("FFC1", "1-Minute SSC", "SSC", minute),
    game("FFC5", "5-Minute SSC", "SSC", 5 * minute),
    game("CQSSC", "Chongqing SSC", "SSC", 20 * minute),
    game("TJSSC", "Tianjin SSC", "SSC", 20 * minute, 10 * minute),
    game("XJSSC", "Xinjiang SSC", "SSC", 20 * minute, 5 * minute),
  ]),
  group("11X5", "11 Choose 5", [
    game("FF11X5", "1-Minute 11x5", "11X5", minute),
    game("GD11X5", "Guangdong 11x5", "11X5", 20 * minute),
    game("SD11X5", "Shandong 11x5", "11X5", 20 * minute, 7 * minute),
    game("JX11X5", "Jiangxi 11x5", "11X5", 20 * minute, 14 * minute),
  ]),
  group("PK10", "PK10 Racing", [
    game("FFPK10", "1-Minute PK10", "PK10", minute),
    game("BJPK10", "Beijing PK10", "PK10", 20 * minute),
    game("XYFT", "Lucky Airship", "PK10", 5 * minute),
  ]),
  group("LHC", "Mark Six", [
    game("HKLHC", "Hong Kong Mark Six", "LHC", day, 13 * hour + 30 * minute),
    game("FFLHC", "5-Minute Mark Six", "LHC", 5 * minute),
  ]),
  group("LF", "Low Frequency", [
    game("FC3D", "Welfare 3D", "LF3", day, 12 * hour + 30 * minute),
    game("PL3", "Pick 3", "LF3", day, 12 * hour + 30 * minute),
    game("PL5", "Pick 5", "LF5", day, 12 * hour + 30 * minute),
  ]),
]

/** The Vietnamese lottery by region: the south draws at 16:15, the centre at 17:15, the north at 18:15 (GMT+7). */
export const vnGroups: ReadonlyArray<GroupDef> = [
  group("MB", "North (Miền Bắc)", [game("MBHN", "Hà Nội", "VN5", day, 11 * hour + 15 * minute)]),
  group("MT", "Central (Miền Trung)", [
    game("MTDNG", "Đà Nẵng", "VN6", day, 10 * hour + 15 * minute),
    game("MTKHO", "Khánh Hòa", "VN6", day, 10 * hour + 15 * minute),
    game("MTTTH", "Thừa Thiên Huế", "VN6", day, 10 * hour + 15 * minute),
  ]),
  group("MN", "South (Miền Nam)", [
    game("MNHCM", "TP. Hồ Chí Minh", "VN6", day, 9 * hour + 15 * minute),
    game("MNVLO", "Vĩnh Long", "VN6", day, 9 * hour + 15 * minute),
    game("MNCTH", "Cần Thơ", "VN6", day, 9 * hour + 15 * minute),
    game("MNBTR", "Bến Tre", "VN6", day, 9 * hour + 15 * minute),
  ]),
  group("FAST", "Fast draws (Siêu tốc)", [
    game("VN1", "Super Speed 1 Minute", "VN5", minute),
    game("VN5M", "Super Speed 5 Minutes", "VN5", 5 * minute),
  ]),
]

/** The menu a prize mode reads. */
export const areaOfPrizeMode = (prizeMode: string): MenuArea => (prizeMode === "SEA" ? "VN" : "LOTT")

/** The vendor that plays a prize mode's lottery. */
export const vendorOfPrizeMode = (prizeMode: string): string =>
  prizeMode === "SEA" ? "TCG_LOTTO_VN" : prizeMode === "Elott" ? "TCG_SEA" : "TCG"

/** The prize mode a lottery vendor launches with. */
export const prizeModeOfVendor = (vendor: string): string =>
  vendor === "TCG_LOTTO_VN" ? "SEA" : vendor === "TCG_SEA" ? "Elott" : "Lott"

/** The groups of a menu. */
export const groupsOf = (area: MenuArea): ReadonlyArray<GroupDef> => (area === "VN" ? vnGroups : lottGroups)

/** The games of a menu, group by group. */
export const lotteriesOf = (area: MenuArea): ReadonlyArray<LotteryDef> => groupsOf(area).flatMap((g) => g.games)

const all = new Map([...lotteriesOf("LOTT"), ...lotteriesOf("VN")].map((g) => [g.code, g]))

/** A lottery game by code, in either menu. */
export const lotteryByCode = (code: string): LotteryDef | undefined => all.get(code)

/** The area a lottery game belongs to. */
export const areaOfLottery = (code: string): MenuArea | undefined =>
  lotteriesOf("VN").some((g) => g.code === code) ? "VN" : all.has(code) ? "LOTT" : undefined

/** A game in the wire shape of a menu entry. */
export const menuEntry = (g: LotteryDef, prizeMode: string): LotteryGame => ({
  gameCode: g.code,
  gameName: g.name,
  labelName: g.name,
  gameGroupCode: g.group,
  prizeMode,
  icon: lotteryImage(g.code),
})

/** The raw body of a menu call: the groups keyed by group code (wire notes section 4). */
export const menuAnswer = (prizeMode: string): Record<string, LotteryGroup> =>
  Object.fromEntries(
    groupsOf(areaOfPrizeMode(prizeMode)).map((g) => [
      g.code,
      { gameGroupCode: g.code, labelName: g.label, gameMenus: g.games.map((x) => menuEntry(x, prizeMode)) },
    ]),
  )
