/**
 * A generated player session for the replay benchmark: a seeded, deterministic mix of what a real session produces.
 * Mostly clock ticks (one a second) and UI intents, with the platform's answers at a realistic rate (balance
 * refreshes, game pages, the winner board, announcements, unread counts, member info), decoded through the contract
 * from wire samples once, before the clock starts.
 */
import * as Schema from "effect/Schema"
import { Api } from "../../core/contract/Api.ts"
import type { Endpoint } from "../../core/contract/Endpoint.ts"
import { answered } from "../../core/contract/Endpoint.ts"
import type { Event } from "../../core/events/Event.ts"

/** A small seeded PRNG (mulberry32) so every run replays the same session. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

const answer = <E extends Endpoint>(endpoint: E, wire: unknown): Event =>
  answered(endpoint, Schema.decodeUnknownSync(endpoint.response as Schema.Codec<unknown, unknown>)(wire)) as Event

const games = (page: number) => ({
  games: Array.from({ length: 30 }, (_, i) => ({
    nodeId: page * 100 + i,
    gameName: `Game ${page}-${i}`,
    displayName: `Game ${page}-${i}`,
    vassalage: "PT",
    gameType: "RNG",
    gameCode: `PT${page}${i}`,
    gameId: `${page}${i}`,
  })),
  totalPages: 5,
  pageNum: page,
  pageSize: 30,
})

/** `count` events of a session, deterministic for a seed. */
export const sessionEvents = (count: number, seed: number): Array<Event> => {
  const rnd = prng(seed)
  const balances = [1000, 2500.5, 1999.99, 3000].map((sum) =>
    answer(Api.balance, {
      sumBalance: sum,
      currency: "PHP",
      currencySymbol: "P",
      balance: [
        { accountTypeId: 0, accountTypeName: "MAIN", displayName: "Main", availBalance: sum - 100 },
        { accountTypeId: 1012, accountTypeName: "PT", displayName: "Playtech", availBalance: 100 },
      ],
    }),
  )
  const pages = [1, 2, 3].map((p) => answer(Api.gameList, games(p)))
  const board = answer(Api.winnerBoard, {
    list: Array.from({ length: 20 }, (_, i) => ({
      vo: { recordId: String(i), customerName: `pl***${i}`, winAmount: 1000 + i * 37.5, gameId: "1", vendor: "PT" },
    })),
  })
  const unread = [0, 1, 2, 3].map((n) => answer(Api.unreadCount, n))
  const out: Array<Event> = []
  let now = Date.UTC(2026, 10, 21, 4, 0, 0)
  out.push(
    answer(Api.status, {
      maintenance: false,
      regionRestriction: false,
      location: { ip: "10.0.0.1", country: "Philippines" },
    }),
  )
  const modals = ["login", "register", "notice", "memberCentre"] as const
  const pick = <T>(xs: ReadonlyArray<T>): T => xs[Math.floor(rnd() * xs.length)]!
  while (out.length < count) {
    const r = rnd()
    if (r < 0.6) {
      now += 1000
      out.push({ _tag: "ClockTicked", now })
    } else if (r < 0.66) out.push({ _tag: "BalanceVisibilityToggled" })
    else if (r < 0.74) out.push({ _tag: "ModalOpened", modal: pick(modals) })
    else if (r < 0.82) out.push({ _tag: "ModalClosed", modal: pick(modals) })
    else if (r < 0.84) out.push({ _tag: "LanguageChanged", language: rnd() < 0.5 ? "en" : "vi" })
    else if (r < 0.9) out.push(pick(balances))
    else if (r < 0.94) out.push(pick(pages))
    else if (r < 0.97) out.push(pick(unread))
    else out.push(board)
  }
  return out
}
