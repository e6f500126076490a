/**
 * Contract settlement as properties over random agent trees, contracts, bets and clock moves, on a real database
 * (PGlite, or PostgreSQL with ARENA_TEST_PG). The amount paid per (contract, period) is checked against the
 * contract's formula written here independently (periods by plain arithmetic in GMT+8, percentages as integer
 * thousandths); every period that earned something is settled exactly once, PAID with one journal entry or HELD
 * while its upline cannot cover it; the ledger balances, money is conserved and no member balance goes negative,
 * also with two settlement runs at once.
 */
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { settleContracts } from "../../sandbox/agents/settlement.ts"
import type { Database } from "../../sandbox/db/Database.ts"
import { migrate } from "../../sandbox/db/migrate.ts"
import { House, main, transfer } from "../../sandbox/ledger/ledger.ts"
import { freshDatabase } from "./harness.ts"
import { expectLedgerBalanced } from "./moneyKit.ts"

let db: Database
let drop: () => Promise<void>
beforeAll(async () => {
  ;({ db, drop } = await freshDatabase())
  await migrate(db)
}, 120_000)
afterAll(async () => {
  await db?.close()
  await drop?.()
})

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour
/** 00:00 GMT+8 on a Monday. */
const t0 = Date.UTC(2026, 0, 4, 16)

type Kind = "REALTIME_SALARY" | "HOUR_SALARY" | "DAILY_SALARY" | "DIVIDEND"
const journalKind: Record<Kind, string> = {
  REALTIME_SALARY: "REALTIME_SALARY",
  HOUR_SALARY: "HOURLY_SALARY",
  DAILY_SALARY: "DAILY_SALARY",
  DIVIDEND: "DIVIDEND",
}
/** Period length, and where periods start: GMT+8 midnights for days (dividends computed daily here). */
const periodStart = (kind: Kind, at: number) => {
  const len = kind === "REALTIME_SALARY" ? 5 * minute : kind === "HOUR_SALARY" ? hour : day
  return len === day ? Math.floor((at + 8 * hour) / day) * day - 8 * hour : Math.floor(at / len) * len
}
const periodLength = (kind: Kind) => (kind === "REALTIME_SALARY" ? 5 * minute : kind === "HOUR_SALARY" ? hour : day)

interface ContractSpec {
  readonly holder: "top" | "sub"
  readonly kind: Kind
  readonly product: "ALL" | "RNG" | "LIVE"
  readonly fixed: boolean
  readonly rateMilli: number
  readonly minimumBet: number
  readonly activeMember: number
  readonly startsAfter: number
  readonly lasts: number | null
}

const contractArb: fc.Arbitrary<ContractSpec> = fc.record({
  holder: fc.constantFrom("top", "sub"),
  kind: fc.constantFrom<Kind>("REALTIME_SALARY", "HOUR_SALARY", "DAILY_SALARY", "DIVIDEND"),
  product: fc.constantFrom("ALL", "RNG", "LIVE"),
  fixed: fc.boolean(),
  rateMilli: fc.integer({ min: 1, max: 100_000 }),
  minimumBet: fc.constantFrom(0, 0, 1_000, 50_000),
  activeMember: fc.constantFrom(0, 0, 1, 2, 3),
  startsAfter: fc.integer({ min: 0, max: 6 * 60 }).map((m) => m * minute + 17_000),
  lasts: fc.option(fc.integer({ min: 1, max: 30 * 60 }).map((m) => m * minute)),
})

const betArb = fc.record({
  member: fc.integer({ min: 0, max: 3 }),
  category: fc.constantFrom("RNG", "LIVE", "SPORTS"),
  stake: fc.integer({ min: 0, max: 200_000 }),
  payout: fc.integer({ min: 0, max: 300_000 }),
  at: fc.integer({ min: 0, max: 30 * hour }),
})

const scenarioArb = fc.record({
  contracts: fc.array(contractArb, { minLength: 1, maxLength: 5 }),
  bets: fc.array(betArb, { maxLength: 40 }),
  topBalance: fc.constantFrom(0, 500, 50_000, 10_000_000),
  clockMoves: fc.array(
    fc.integer({ min: 1, max: 12 * 60 }).map((m) => m * minute),
    { minLength: 1, maxLength: 5 },
  ),
})

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer A> ? A : never

let runs = 0

const totalBalance = async () =>
  Number((await db.query<{ s: unknown }>("select coalesce(sum(balance), 0) as s from accounts"))[0]!.s)

const expectLedger = () => expectLedgerBalanced(db)

/** Makes a tree: house -> top -> sub -> members 1..3, and top -> member 0; answers the ids. */
const makeTree = async (run: number) => {
  const add = async (name: string, type: number, upline: number | null) =>
    Number(
      (
        await db.query<{ id: unknown }>(
          "insert into members (account, password_hash, type, upline_id) values ($1, 'x', $2, $3) returning id",
          [`p${run}_${name}`, type, upline],
        )
      )[0]!.id,
    )
  const top = await add("top", 1, null)
  const sub = await add("sub", 2, top)
  const members = [await add("m0", 0, top), await add("m1", 0, sub), await add("m2", 0, sub), await add("m3", 0, sub)]
  return { top, sub, members }
}

/** The formula over the bets, per period of each contract: contract index -> period start -> amount. */
const expected = (s: Scenario, contracts: ReadonlyArray<ContractSpec>) => {
  const out = new Map<number, Map<number, number>>()
  contracts.forEach((c, i) => {
    const team = c.holder === "top" ? [0, 1, 2, 3] : [1, 2, 3]
    const start = t0 + c.startsAfter
    const end = c.lasts === null ? Number.POSITIVE_INFINITY : start + c.lasts
    const periods = new Map<number, { stake: number; payout: number; members: Set<number> }>()
    for (const b of s.bets) {
      const at = t0 + b.at
      if (!team.includes(b.member) || at < start || at >= end) continue
      if (c.product !== "ALL" && b.category !== c.product) continue
      const p = periodStart(c.kind, at)
      const sum = periods.get(p) ?? { stake: 0, payout: 0, members: new Set<number>() }
      sum.stake += b.stake
      sum.payout += b.payout
      if (b.stake > 0) sum.members.add(b.member)
      periods.set(p, sum)
    }
    const amounts = new Map<number, number>()
    for (const [p, sum] of periods) {
      const base = c.kind === "DIVIDEND" ? sum.stake - sum.payout : sum.stake
      if (base <= 0 || sum.stake < c.minimumBet || sum.members.size < c.activeMember) continue
      const amount = c.fixed ? c.rateMilli / 10 : Math.floor((base * c.rateMilli) / 100_000)
      if (amount > 0) amounts.set(p, amount)
    }
    out.set(i, amounts)
  })
  return out
}

describe("contract settlement", () => {
  it("pays each closed period its formula once, holds what an upline cannot cover, and keeps the ledger whole", async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (s) => {
        const run = ++runs
        const tree = await makeTree(run)
        // Fixed rates are whole cents here, so the formula is exact.
        const contracts = s.contracts.map((c) =>
          c.fixed ? { ...c, rateMilli: Math.max(10, c.rateMilli - (c.rateMilli % 10)) } : c,
        )
        const ids: Array<number> = []
        for (const c of contracts) {
          const start = t0 + c.startsAfter
          const [row] = await db.query<{ id: unknown }>(
            `insert into contracts (kind, upline_id, member_id, product_type, computation_period, rate, rate_type,
               minimum_bet, active_member, status, created_at, decided_at, started_at, ended_at)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $11, $12) returning id`,
            [
              c.kind,
              c.holder === "top" ? null : tree.top,
              c.holder === "top" ? tree.top : tree.sub,
              c.product,
              c.kind === "DIVIDEND" ? "D" : null,
              (c.fixed ? Math.min(c.rateMilli, 9_999_999) : Math.min(c.rateMilli, 100_000)) / 1000,
              c.fixed ? "F" : "P",
              c.minimumBet,
              c.activeMember,
              c.lasts === null ? "V" : "C",
              new Date(start),
              c.lasts === null ? null : new Date(start + c.lasts),
            ],
          )
          ids.push(Number(row!.id))
        }
        for (const [i, b] of s.bets.entries())
          await db.query(
            `insert into bets (member_id, vendor, account_type_id, category, game_code, game_name, stake, payout, round_id,
               created_at) values ($1, 'T', 1, $2, 'g', 'g', $3, $4, $5, $6)`,
            [tree.members[b.member], b.category, b.stake, b.payout, `p${run}_${i}`, new Date(t0 + b.at)],
          )
        if (s.topBalance > 0)
          await db.transaction((tx) => transfer(tx, "test.credit", tree.top, House.cash, main(tree.top), s.topBalance))
        const before = await totalBalance()
        let now = t0
        for (const move of s.clockMoves) {
          now += move
          await Promise.all([settleContracts(db, now), settleContracts(db, now)])
          await expectLedger()
        }
        // Far past every bet and every contract's end: everything closes.
        now = t0 + 3 * day
        await settleContracts(db, now)
        await settleContracts(db, now)
        await expectLedger()
        expect(await totalBalance()).toBe(before)

        const rows = await db.query<{
          contract_id: unknown
          period_start: unknown
          amount: unknown
          status: string
          kind: string
          journal_id: unknown
          payer_id: unknown
        }>("select * from settlements where contract_id = any($1::bigint[])", [ids])
        const want = expected(s, contracts)
        const got = new Map<number, Map<number, number>>(ids.map((_, i) => [i, new Map()]))
        for (const r of rows) {
          const i = ids.indexOf(Number(r.contract_id))
          const start = new Date(r.period_start as string).getTime()
          expect(got.get(i)!.has(start)).toBe(false)
          got.get(i)!.set(start, Number(r.amount))
          expect(r.kind).toBe(journalKind[contracts[i]!.kind])
          expect(
            start % periodLength(contracts[i]!.kind === "DAILY_SALARY" ? "DAILY_SALARY" : contracts[i]!.kind),
          ).toBe(contracts[i]!.kind === "DAILY_SALARY" || contracts[i]!.kind === "DIVIDEND" ? 16 * hour : 0)
          if (r.status === "PAID") {
            const [entry] = await db.query<{ kind: string; amount: unknown }>(
              `select j.kind, (select sum(p.amount) from postings p join accounts a on a.id = p.account_id
                 where p.journal_id = j.id and a.member_id = j.member_id) as amount from journal j where j.id = $1`,
              [r.journal_id],
            )
            expect(entry).toEqual({ kind: r.kind, amount: expect.anything() })
            expect(Number(entry!.amount)).toBe(Number(r.amount))
          } else {
            expect(r.status).toBe("HELD")
            expect(Number(r.payer_id)).toBe(tree.top)
          }
        }
        expect(got).toEqual(want)
        // A held payment is one the upline's wallet cannot cover even now.
        const [{ balance } = { balance: 0 }] = await db.query<{ balance: unknown }>(
          "select balance from accounts where member_id = $1 and code = 'MAIN'",
          [tree.top],
        )
        for (const r of rows.filter((r) => r.status === "HELD"))
          expect(Number(r.amount)).toBeGreaterThan(Number(balance))
        // Nothing more to pay: a further run changes nothing.
        const journal = Number((await db.query<{ n: unknown }>("select count(*) as n from journal"))[0]!.n)
        await settleContracts(db, now + day)
        expect(Number((await db.query<{ n: unknown }>("select count(*) as n from journal"))[0]!.n)).toBe(journal)
      }),
      { numRuns: 30 },
    )
  }, 300_000)
})
