/**
 * The demo slot ("games that really play"): three reels of twenty symbols, three rows shown, five lines
 * (the three rows and the two diagonals). The stake is split evenly over the lines; a line pays its multiple of the
 * line bet for three of a kind, or for two cherries from the left.
 *
 * Return to player. On any one line, each reel shows each strip position with the same probability, whatever the
 * order of the strip, so a line's expected pay is Σ pay × (count on reel 1 × reel 2 × reel 3) / 20³:
 *
 * ```
 *   SEVEN 500 × 1·1·1 =  500     PLUM    25 × 3·4·3 =  900
 *   BAR   150 × 2·2·2 = 1200     LEMON   15 × 4·4·4 =  960
 *   BELL   80 × 2·2·3 =  960     CHERRY  10 × 5·4·4 =  800
 *   STAR   40 × 3·3·3 = 1080     2 CHERRY 4 × 5·4·16 = 1280     total 7680 / 8000 = 96.00 %
 * ```
 *
 * The same figure comes from enumerating all 8000 stops (`returnToPlayer`), which the page publishes and the tests
 * check. Stops are drawn by the caller's random source: node:crypto's `randomInt` in play.
 */

/** The symbols, best first. */
export const symbols = ["SEVEN", "BAR", "BELL", "STAR", "PLUM", "LEMON", "CHERRY"] as const
export type SlotSymbol = (typeof symbols)[number]

/** Multiples of the line bet for three of a kind on a line. */
export const threeOfAKind: Readonly<Record<SlotSymbol, number>> = {
  SEVEN: 500,
  BAR: 150,
  BELL: 80,
  STAR: 40,
  PLUM: 25,
  LEMON: 15,
  CHERRY: 10,
}

/** Multiple of the line bet for two cherries on the first two reels of a line (and no third). */
export const twoCherries = 4

const S = "SEVEN"
const B = "BAR"
const E = "BELL"
const T = "STAR"
const P = "PLUM"
const L = "LEMON"
const C = "CHERRY"

/** The reel strips, top to bottom, each 20 long, no symbol next to itself. */
export const reels: ReadonlyArray<ReadonlyArray<SlotSymbol>> = [
  [C, L, P, C, T, B, L, C, E, P, C, S, L, T, C, P, L, E, T, B],
  [L, C, P, T, L, B, P, C, E, L, S, P, C, T, L, C, P, E, T, B],
  [C, P, L, E, T, C, B, L, P, S, E, C, T, L, P, C, E, T, L, B],
]

/** The five lines, as the row (0 top, 1 middle, 2 bottom) shown on each reel. */
export const lines: ReadonlyArray<readonly [number, number, number]> = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
]

/** Stakes offered, in minor units: each splits into a whole number of minor units per line. */
export const stakes: ReadonlyArray<number> = [100, 200, 500, 1000, 2000, 5000, 10_000]

/** A winning line. */
export interface LineWin {
  /** Index into `lines`. */
  readonly line: number
  readonly symbol: SlotSymbol
  /** 3 for three of a kind, 2 for two cherries. */
  readonly count: 2 | 3
  /** Multiple of the line bet. */
  readonly multiplier: number
  /** In minor units. */
  readonly amount: number
}

/** What a spin came to. */
export interface Outcome {
  /** The stop of each reel: the strip position shown on the middle row. */
  readonly stops: readonly [number, number, number]
  /** The symbols shown, reel by reel, top to bottom. */
  readonly window: ReadonlyArray<ReadonlyArray<SlotSymbol>>
  readonly wins: ReadonlyArray<LineWin>
  readonly stake: number
  readonly payout: number
}

/** The symbols a reel shows for a stop: the one above, the stop, the one below. */
export const shown = (reel: ReadonlyArray<SlotSymbol>, stop: number): ReadonlyArray<SlotSymbol> => {
  const n = reel.length
  return [reel[(stop + n - 1) % n]!, reel[stop % n]!, reel[(stop + 1) % n]!]
}

/** The multiple a line of three symbols pays (0 when it does not win). */
export const linePay = (
  a: SlotSymbol,
  b: SlotSymbol,
  c: SlotSymbol,
): { symbol: SlotSymbol; count: 2 | 3; pay: number } =>
  a === b && b === c
    ? { symbol: a, count: 3, pay: threeOfAKind[a] }
    : a === "CHERRY" && b === "CHERRY"
      ? { symbol: "CHERRY", count: 2, pay: twoCherries }
      : { symbol: a, count: 2, pay: 0 }

/** The outcome of stops at a stake (which must be one of `stakes`). */
export const evaluate = (stops: readonly [number, number, number], stake: number): Outcome => {
  const window = reels.map((reel, i) => shown(reel, stops[i]!))
  const lineBet = stake / lines.length
  const wins: Array<LineWin> = []
  for (const [i, [r0, r1, r2]] of lines.entries()) {
    const w = linePay(window[0]![r0]!, window[1]![r1]!, window[2]![r2]!)
    if (w.pay > 0) wins.push({ line: i, symbol: w.symbol, count: w.count, multiplier: w.pay, amount: w.pay * lineBet })
  }
  return { stops, window, wins, stake, payout: wins.reduce((s, w) => s + w.amount, 0) }
}

/** Draws the stops with a random source giving an integer in [0, max). */
export const spin = (randomBelow: (max: number) => number, stake: number): Outcome =>
  evaluate([randomBelow(reels[0]!.length), randomBelow(reels[1]!.length), randomBelow(reels[2]!.length)], stake)

let rtp: number | undefined

/** The return to player, exactly, by enumerating every stop (total paid over total staked). */
export const returnToPlayer = (): number => {
  if (rtp === undefined) {
    const stake = lines.length
    let paid = 0
    let rounds = 0
    for (let a = 0; a < reels[0]!.length; a++)
      for (let b = 0; b < reels[1]!.length; b++)
        for (let c = 0; c < reels[2]!.length; c++) {
          paid += evaluate([a, b, c], stake).payout
          rounds++
        }
    rtp = paid / (rounds * stake)
  }
  return rtp
}
