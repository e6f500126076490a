/**
 * Opened lottery draws (spec section 7: the popular list of 20, the full list of 100, a member's view), computed
 * rather than stored: a game draws every `intervalMs` from its offset, and a draw's winning numbers come from an
 * HMAC-SHA256 of the game code and the draw number under a fixed seed, so the same draw shows the same numbers on
 * every call, on every instance, after every restart. Only draws at or before `now` are opened.
 *
 * A draw's number (`numero`) is its GMT+8 date, followed for games that draw more than once a day by its sequence
 * within the day (`20250121-0345`).
 */
import { createHmac } from "node:crypto"
import type { OpenedDraw } from "../../../core/model/OpenedNumbers.ts"
import { portalDate, portalMidnight, portalTime } from "../portalTime.ts"
import type { DrawKind, LotteryDef } from "./menus.ts"

/** The seed of the winning numbers: public, since the sandbox's draws are a demonstration. */
const seed = "arena-sandbox-lottery-v1"

export interface Draw {
  readonly game: LotteryDef
  /** Epoch milliseconds of the draw. */
  readonly openTime: number
  readonly numero: string
  readonly numbers: ReadonlyArray<string>
}

/** A deterministic stream of integers below a bound, from the HMAC of a message (rejection sampled, unbiased). */
const stream = (message: string) => {
  let block = 0
  let bytes = Buffer.alloc(0)
  let pos = 0
  const byte = (): number => {
    if (pos >= bytes.length) {
      bytes = createHmac("sha256", seed).update(`${message}#${block++}`).digest()
      pos = 0
    }
    return bytes[pos++]!
  }
  return (bound: number): number => {
    const limit = 256 - (256 % bound)
    for (;;) {
      const b = byte()
      if (b < limit) return b % bound
    }
  }
}

const pad2 = (n: number) => String(n).padStart(2, "0")

/** `count` distinct numbers from 1 to `max`, in drawn order. */
const distinct = (next: (bound: number) => number, count: number, max: number): Array<number> => {
  const pool = Array.from({ length: max }, (_, i) => i + 1)
  const out: Array<number> = []
  for (let i = 0; i < count; i++) out.push(pool.splice(next(pool.length), 1)[0]!)
  return out
}

const digits = (next: (bound: number) => number, count: number) => Array.from({ length: count }, () => String(next(10)))

/** The winning numbers of a draw. */
export const winningNumbers = (kind: DrawKind, gameCode: string, numero: string): ReadonlyArray<string> => {
  const next = stream(`${gameCode}:${numero}`)
  switch (kind) {
    case "SSC":
      return digits(next, 5)
    case "LF3":
      return digits(next, 3)
    case "LF5":
      return digits(next, 5)
    case "11X5":
      return distinct(next, 5, 11).map(pad2)
    case "PK10":
      return distinct(next, 10, 10).map(pad2)
    case "LHC":
      return distinct(next, 7, 49).map(pad2)
    case "VN5":
      return [digits(next, 5).join("")]
    case "VN6":
      return [digits(next, 6).join("")]
  }
}

/** The draw number of a draw at `openTime`. */
export const numeroOf = (game: LotteryDef, openTime: number): string => {
  const date = portalDate(openTime, "")
  if (game.intervalMs >= 86_400_000) return date
  const seq = Math.floor((openTime - portalMidnight(openTime)) / game.intervalMs) + 1
  return `${date}-${String(seq).padStart(4, "0")}`
}

/** The draw of a game at a draw time. */
export const drawAt = (game: LotteryDef, openTime: number): Draw => {
  const numero = numeroOf(game, openTime)
  return { game, openTime, numero, numbers: winningNumbers(game.kind, game.code, numero) }
}

/** The time of the latest draw at or before `now`. */
export const latestDrawTime = (game: LotteryDef, now: number): number =>
  Math.floor((now - game.offsetMs) / game.intervalMs) * game.intervalMs + game.offsetMs

/** The next draw after `now`. */
export const nextDrawTime = (game: LotteryDef, now: number): number => latestDrawTime(game, now) + game.intervalMs

/** The last `count` opened draws of a game, newest first. */
export const recentDraws = (game: LotteryDef, now: number, count: number): ReadonlyArray<Draw> => {
  const latest = latestDrawTime(game, now)
  return Array.from({ length: count }, (_, i) => drawAt(game, latest - i * game.intervalMs))
}

/**
 * Up to `count` draws of some games: each game's latest first (in the games' order), then each game's previous
 * one, and so on, so a short list shows every game once and a long one adds history.
 */
export const openedList = (games: ReadonlyArray<LotteryDef>, now: number, count: number): ReadonlyArray<Draw> => {
  if (games.length === 0) return []
  const rounds = Math.ceil(count / games.length)
  const perGame = games.map((g) => recentDraws(g, now, rounds))
  const out: Array<Draw> = []
  for (let r = 0; r < rounds; r++) for (const draws of perGame) if (out.length < count) out.push(draws[r]!)
  return out
}

/**
 * A draw in the wire shape of an opened draw (fields our choice, core/model/OpenedNumbers.ts); `nextOpenTime` is the
 * game's draw after this one, so the latest draw of a game tells the portal when to count down to.
 */
export const openedDraw = (d: Draw, prizeMode: string): OpenedDraw => ({
  gameCode: d.game.code,
  gameName: d.game.name,
  labelName: d.game.name,
  prizeMode,
  numero: d.numero,
  winNumber: d.numbers.join(","),
  openTime: portalTime(d.openTime),
  nextOpenTime: portalTime(d.openTime + d.game.intervalMs),
})
