/**
 * Seeded playing history ("seed real rounds into bets with ledger entries so the board is not empty"):
 * demo members played the demo slot over the last two weeks, drawn deterministically and paid by the real paytable,
 * each round a journal entry and a `bets` row written by the same code as live play (slot/round.ts `settle`).
 *
 * Each history leaves the member's wallets exactly as the brand seeded them, so the other areas can rely on the
 * opening balances: the member moves funds from the main wallet to the vendor wallet, plays, and moves the same
 * amount back, the rounds' wins and losses cancelling out. To cancel exactly, winning rounds are staked in multiples
 * of 5.00 (whole units per line, so every win is whole units) and the history ends with losing rounds worth the
 * net win.
 */
import { createHash } from "node:crypto"
import type { Queryable } from "../db/Database.ts"
import { balanceOf, main, transfer, vendor } from "../ledger/ledger.ts"
import { dateEntry } from "../ledger/reads.ts"
import { type DemoGame, demoGames } from "./catalogue.ts"
import { evaluate, type Outcome } from "./slot/machine.ts"
import { settle } from "./slot/round.ts"

/** Who played, how many rounds and at most what stake (minor units). */
export interface HistoryProfile {
  readonly account: string
  readonly rounds: number
  readonly maxStake: number
  /** Vendors whose slots the member played. */
  readonly vendors: ReadonlyArray<string>
}

/** The seeded players. */
export const historyProfiles: ReadonlyArray<HistoryProfile> = [
  { account: "player01", rounds: 30, maxStake: 5000, vendors: ["PT", "MG", "PNG", "RTG"] },
  { account: "agent02", rounds: 12, maxStake: 2000, vendors: ["TTG", "GPI"] },
  { account: "down01", rounds: 14, maxStake: 1000, vendors: ["PT", "WD"] },
  { account: "down02", rounds: 14, maxStake: 1000, vendors: ["MG", "TTG"] },
]

/** One planned round. */
export interface PlannedRound {
  readonly game: DemoGame
  readonly outcome: Outcome
}

/** A deterministic source of integers below a bound, from SHA-256 of a label and a counter. */
const source = (label: string) => {
  let counter = 0
  return (bound: number): number => {
    const d = createHash("sha256").update(`${label}:${counter++}`).digest()
    return d.readUInt32BE(0) % bound
  }
}

const winStakes = [500, 1000, 2000, 5000]
const loseStakes = [100, 200, 500, 1000, 2000, 5000]

/** The rounds of a profile, in the order played; their payouts minus stakes sum to zero. */
export const historyPlan = (profile: HistoryProfile): ReadonlyArray<PlannedRound> => {
  const next = source(`arena-history:${profile.account}`)
  const slots = demoGames.filter((g) => g.classify === "SLOT" && profile.vendors.includes(g.vendor))
  const pick = <A>(xs: ReadonlyArray<A>): A => xs[next(xs.length)]!
  const stops = (): [number, number, number] => [next(20), next(20), next(20)]
  const wins = winStakes.filter((s) => s <= profile.maxStake)
  const losses = loseStakes.filter((s) => s <= profile.maxStake)
  const plan: Array<PlannedRound> = []
  let net = 0
  const add = (game: DemoGame, outcome: Outcome) => {
    plan.push({ game, outcome })
    net += outcome.payout - outcome.stake
  }
  for (let i = 0; i < profile.rounds; i++) {
    const s = stops()
    const wins0 = evaluate(s, 5).payout > 0
    add(pick(slots), evaluate(s, wins0 ? pick(wins) : pick(losses)))
  }
  // A history that lost so far wins it back: rounds that pay more than their stake.
  while (net < 0) {
    const s = stops()
    if (evaluate(s, 5).payout > 5) add(pick(slots), evaluate(s, pick(wins)))
  }
  // Then loses the net win back in losing rounds, largest stakes first.
  const losing = (): [number, number, number] => {
    for (;;) {
      const s = stops()
      if (evaluate(s, 5).payout === 0) return s
    }
  }
  for (const stake of [...losses].reverse()) {
    while (net >= stake) add(pick(slots), evaluate(losing(), stake))
  }
  return plan
}

/** What the vendor wallet must hold before the first round for every round to be covered. */
export const fundingOf = (plan: ReadonlyArray<PlannedRound>, accountTypeId: number): number => {
  let balance = 0
  let needed = 0
  for (const r of plan) {
    if (r.game.accountTypeId !== accountTypeId) continue
    needed = Math.max(needed, r.outcome.stake - balance)
    balance += r.outcome.payout - r.outcome.stake
  }
  return needed
}

const day = 24 * 60 * 60 * 1000

/** Dates a journal entry (the ledger stamps the database's clock; history happened in the past). */
const backdate = (tx: Queryable, journalId: number, at: number) => dateEntry(tx, journalId, at)

/** Writes the seeded players' histories over the two weeks before `now`. */
export const seedHistory = async (tx: Queryable, members: ReadonlyMap<string, number>, now: number): Promise<void> => {
  for (const profile of historyProfiles) {
    const memberId = members.get(profile.account)
    if (memberId === undefined) continue
    const plan = historyPlan(profile)
    const wallets = [...new Set(plan.map((r) => r.game.accountTypeId))]
    const funding = new Map(wallets.map((w) => [w, fundingOf(plan, w)]))
    const total = [...funding.values()].reduce((a, b) => a + b, 0)
    if (total > (await balanceOf(tx, main(memberId)))) continue
    const start = now - 14 * day
    const step = (13 * day) / (plan.length + 1)
    const before = new Map<number, number>()
    for (const w of wallets) before.set(w, await balanceOf(tx, vendor(memberId, w)))
    for (const [w, amount] of funding) {
      if (amount === 0) continue
      const j = await transfer(tx, "wallet.transfer", memberId, main(memberId), vendor(memberId, w), amount, {
        fromAccountTypeId: 0,
        toAccountTypeId: w,
        note: "seeded history",
      })
      await backdate(tx, j, start)
    }
    for (const [i, r] of plan.entries()) {
      const at = start + Math.round((i + 1) * step)
      await settle(
        tx,
        {
          memberId,
          vendor: r.game.vendor,
          accountTypeId: r.game.accountTypeId,
          category: r.game.category,
          gameCode: r.game.code,
          gameName: r.game.name,
        },
        `seed-${String(i + 1).padStart(3, "0")}`,
        r.outcome,
        at,
      )
    }
    for (const w of wallets) {
      const amount = (await balanceOf(tx, vendor(memberId, w))) - (before.get(w) ?? 0)
      if (amount <= 0) continue
      const j = await transfer(tx, "wallet.transfer", memberId, vendor(memberId, w), main(memberId), amount, {
        fromAccountTypeId: w,
        toAccountTypeId: 0,
        note: "seeded history",
      })
      await backdate(tx, j, now - day)
    }
  }
}
