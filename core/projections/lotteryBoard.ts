/**
 * What the lottery pages show (spec section 2 "/lottery, /Vnlottery"; section 3 "Lottery menu: gameMenus,
 * gameGroupCode, labelName"; section 7 "popular count 20, full list count 100"): the game menu by category, each game
 * with its latest opened draw (draw number, balls, time) and the time left to its next draw when the platform gives
 * it; and a list of opened draws. A pure function of the lottery slice's menus and draws.
 *
 * The lottery slice holds one popular and one full list for both pages, so a page keeps only the draws of its own
 * prize mode (a draw that names none is kept). Times arrive as `yyyy-MM-dd HH:mm:ss` in the brand's zone (GMT+8,
 * spec section 2) or as epoch milliseconds; both become epoch milliseconds here.
 */
import { zoneOffsetMs } from "../model/DateRange.ts"
import type { LotteryGame, LotteryGroup } from "../model/LotteryMenu.ts"
import type { OpenedDraw } from "../model/OpenedNumbers.ts"

/** One opened draw, ready to show. */
export interface DrawView {
  /** Unique within a list: the game and the draw number. */
  readonly key: string
  readonly gameCode: string | undefined
  readonly name: string
  /** The draw's number. */
  readonly numero: string | undefined
  /** The winning numbers, one ball each. */
  readonly balls: ReadonlyArray<string>
  /** When it opened, epoch ms. */
  readonly openedAt: number | undefined
  /** When the game's next draw opens, epoch ms (only when the platform says). */
  readonly nextAt: number | undefined
}

/** A game of the menu with its latest draw. */
export interface LotteryCard {
  readonly gameCode: string
  readonly name: string
  readonly icon: string | undefined
  readonly prizeMode: string | undefined
  readonly latest: DrawView | undefined
}

/** A category of the menu (a group: SSC, PK10, the north of Vietnam...). */
export interface LotteryCategory {
  readonly code: string
  readonly label: string
  readonly cards: ReadonlyArray<LotteryCard>
}

const portalText = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/

/** Epoch ms of a wire time: epoch ms as sent, or `yyyy-MM-dd HH:mm[:ss]` read in GMT+8; undefined if unreadable. */
export const wireTimeMs = (t: string | number | null | undefined): number | undefined => {
  if (typeof t === "number") return Number.isFinite(t) ? t : undefined
  if (t == null) return undefined
  const text = t.trim()
  if (/^\d{12,14}$/.test(text)) return Number(text)
  const m = portalText.exec(text)
  if (m === null) return undefined
  const [, y, mo, d, h, mi, s] = m
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)) - zoneOffsetMs
}

/** The winning numbers of a draw as balls: comma, space or `|` separated. */
export const ballsOf = (winNumber: string | null | undefined): ReadonlyArray<string> =>
  winNumber == null
    ? []
    : winNumber
        .split(/[\s,|]+/)
        .map((b) => b.trim())
        .filter((b) => b !== "")

const text = (v: string | null | undefined): string | undefined => (v == null || v.trim() === "" ? undefined : v)

/** A draw ready to show. */
export const drawView = (d: OpenedDraw): DrawView => {
  const gameCode = text(d.gameCode)
  const numero = text(d.numero)
  return {
    key: `${gameCode ?? ""}#${numero ?? ""}#${String(d.openTime ?? "")}`,
    gameCode,
    name: text(d.gameName) ?? text(d.labelName) ?? gameCode ?? "",
    numero,
    balls: ballsOf(d.winNumber),
    openedAt: wireTimeMs(d.openTime),
    nextAt: wireTimeMs(d.nextOpenTime),
  }
}

/** The draws of a page's prize mode (a draw naming none is kept), ready to show, duplicates dropped. */
export const pageDraws = (draws: ReadonlyArray<OpenedDraw>, prizeMode: string): ReadonlyArray<DrawView> => {
  const seen = new Set<string>()
  const out: Array<DrawView> = []
  for (const d of draws) {
    if (d.prizeMode != null && d.prizeMode !== "" && d.prizeMode !== prizeMode) continue
    const v = drawView(d)
    if (seen.has(v.key)) continue
    seen.add(v.key)
    out.push(v)
  }
  return out
}

/** The latest draw of each game among some draws: the newest by time, else the first listed. */
export const latestByGame = (draws: ReadonlyArray<DrawView>): ReadonlyMap<string, DrawView> => {
  const out = new Map<string, DrawView>()
  for (const d of draws) {
    if (d.gameCode === undefined) continue
    const had = out.get(d.gameCode)
    if (had === undefined || (d.openedAt !== undefined && had.openedAt !== undefined && d.openedAt > had.openedAt)) {
      out.set(d.gameCode, d)
    }
  }
  return out
}

const card = (g: LotteryGame, latest: ReadonlyMap<string, DrawView>): LotteryCard | undefined => {
  const gameCode = text(g.gameCode)
  if (gameCode === undefined) return undefined
  return {
    gameCode,
    name: text(g.gameName) ?? text(g.labelName) ?? gameCode,
    icon: text(g.icon),
    prizeMode: text(g.prizeMode),
    latest: latest.get(gameCode),
  }
}

/** The menu's categories with their games (games without a code left out), each game with its latest draw. */
export const lotteryCategories = (
  groups: ReadonlyArray<LotteryGroup>,
  draws: ReadonlyArray<DrawView>,
): ReadonlyArray<LotteryCategory> => {
  const latest = latestByGame(draws)
  return groups
    .map((g, i) => ({
      code: text(g.gameGroupCode) ?? `group-${i}`,
      label: text(g.labelName) ?? text(g.gameGroupCode) ?? "",
      cards: g.gameMenus.map((x) => card(x, latest)).filter((c): c is LotteryCard => c !== undefined),
    }))
    .filter((c) => c.cards.length > 0)
}

/** Whole seconds until `at` from `now` (never below 0); undefined when the time is unknown. */
export const secondsUntil = (at: number | undefined, now: number): number | undefined =>
  at === undefined || now <= 0 ? undefined : Math.max(0, Math.ceil((at - now) / 1000))

const two = (n: number) => String(n).padStart(2, "0")

/** A countdown as `mm:ss`, or `h:mm:ss` from an hour, or `Nd hh:mm:ss` from a day. */
export const countdownText = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds))
  const days = Math.floor(s / 86_400)
  const h = Math.floor((s % 86_400) / 3600)
  const m = Math.floor((s % 3600) / 60)
  const rest = `${two(m)}:${two(s % 60)}`
  if (days > 0) return `${days}d ${two(h)}:${rest}`
  return h > 0 ? `${h}:${rest}` : rest
}

/** Some game's next draw has opened (by `graceMs`) since its latest draw was listed: time to ask again. */
export const drawDue = (latest: Iterable<DrawView>, now: number, graceMs = 3000): boolean => {
  if (now <= 0) return false
  for (const d of latest) if (d.nextAt !== undefined && d.nextAt + graceMs <= now) return true
  return false
}
