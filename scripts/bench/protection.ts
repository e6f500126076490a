/**
 * Player-protection figures (sandbox/protection/limits.ts), on the embedded engine (PGlite in memory) and, when a
 * PostgreSQL server is given (`ARENA_BENCH_PG`, else `ARENA_TEST_PG`, an admin URL: a throw-away database is made and
 * dropped), on it too, where parallel transactions really run at once:
 *
 * - `protection.deposit_check_us`: the cost of a deposit's limit claim (lock, limits in force, the three rolling
 *   windows' use, the movement written) inside the deposit's transaction, for a member with 10,000 deposits in the month and
 *   a deposit limit on each window (goal under 2,000 us; the slower engine's figure);
 * - `protection.race_overrun`: the amount accepted past a limit by 50 parallel deposit claims (goal 0; the larger
 *   engine's figure).
 */
import type { Database } from "../../sandbox/db/Database.ts"
import { migrate } from "../../sandbox/db/migrate.ts"
import { openPgliteMemory } from "../../sandbox/db/pglite.ts"
import { openPostgres } from "../../sandbox/db/postgres.ts"
import { scratchDatabase } from "../../sandbox/db/scratch.ts"
import { claimMovement } from "../../sandbox/protection/limits.ts"
import type { Figures } from "./areas.ts"

const history = 10_000
const checks = 500
const parallel = 50
const day = 86_400_000
const now = Date.UTC(2026, 0, 31, 12)

/** A member with `history` deposits of 1.00 spread over the last 30 days, and deposit limits on every window. */
const seed = async (db: Database, account: string): Promise<number> => {
  const [m] = await db.query<{ id: unknown }>(
    "insert into members (account, password_hash, type) values ($1, 'x', 0) returning id",
    [account],
  )
  const id = Number(m!.id)
  // Running totals as the claims write them: the deposit total after each movement.
  await db.query(
    `insert into protection_movements (member_id, seq, at, deposit, deposit_total, stake_total, payout_total)
     select $1, g, $2::timestamptz + (g * ($3::bigint / $4)) * interval '1 millisecond', 100, 100 * g, 0, 0
       from generate_series(1, $4::int) g`,
    [id, new Date(now - 30 * day), 30 * day - 60_000, history],
  )
  await db.query(
    `insert into protection_accounts (member_id, seq, last_at, deposit_total)
     select $1, $2, max(at), max(deposit_total) from protection_movements where member_id = $1`,
    [id, history],
  )
  for (const period of ["DAY", "WEEK", "MONTH"])
    await db.query(
      "insert into protection_limits (member_id, kind, period, amount) values ($1, 'DEPOSIT', $2, 1000000000)",
      [id, period],
    )
  await db.query("analyze")
  return id
}

const measure = async (db: Database, engine: string, log: (line: string) => void) => {
  const member = await seed(db, `bench_${engine}`)
  // warm the statements and the caches
  for (let i = 0; i < 20; i++) await db.transaction((tx) => claimMovement(tx, member, now + i, { deposit: 100 }))
  // The claim's own cost inside the deposit's transaction (which the deposit opens anyway).
  let spent = 0
  for (let i = 0; i < checks; i++)
    await db.transaction(async (tx) => {
      const began = performance.now()
      await claimMovement(tx, member, now + 1000 + i, { deposit: 100 })
      spent += performance.now() - began
    })
  const checkUs = (spent * 1000) / checks
  log(`${engine}: ${checkUs.toFixed(0)} us per deposit claim over ${history.toLocaleString("en-US")} deposits`)

  // 50 parallel claims of 1.00 against a limit of 10.50 in the last 24 hours: 10 may pass, no more.
  const [m] = await db.query<{ id: unknown }>(
    "insert into members (account, password_hash, type) values ($1, 'x', 0) returning id",
    [`race_${engine}`],
  )
  const racer = Number(m!.id)
  const limit = 1050
  await db.query("insert into protection_limits (member_id, kind, period, amount) values ($1, 'DEPOSIT', 'DAY', $2)", [
    racer,
    limit,
  ])
  const results = await Promise.allSettled(
    Array.from({ length: parallel }, () => db.transaction((tx) => claimMovement(tx, racer, now, { deposit: 100 }))),
  )
  const accepted = results.filter((r) => r.status === "fulfilled").length * 100
  const [row] = await db.query<{ total: unknown }>(
    "select coalesce(sum(deposit), 0) as total from protection_movements where member_id = $1",
    [racer],
  )
  const overrun = Math.max(0, accepted - limit, Number(row?.total) - limit)
  log(`${engine}: ${accepted / 100} of ${parallel} parallel deposits of 1.00 accepted under a limit of 10.50`)
  return { checkUs, overrun }
}

export const run = async (log: (line: string) => void): Promise<Figures> => {
  const lite = await openPgliteMemory()
  await migrate(lite)
  const results = [await measure(lite, "pglite", log)]
  await lite.close()
  const admin = process.env.ARENA_BENCH_PG ?? process.env.ARENA_TEST_PG
  if (admin) {
    const scratch = await scratchDatabase(admin, `arena_bench_protection_${process.pid}`)
    const db = await openPostgres(scratch.url)
    try {
      await migrate(db)
      results.push(await measure(db, "postgres", log))
    } finally {
      await db.close()
      await scratch.drop()
    }
  } else log("no PostgreSQL (ARENA_BENCH_PG or ARENA_TEST_PG): the race ran on the embedded engine only")
  return {
    "protection.deposit_check_us": Math.round(Math.max(...results.map((r) => r.checkUs))),
    "protection.race_overrun": Math.max(...results.map((r) => r.overrun)),
  }
}
