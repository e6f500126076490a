/**
 * Settlement figures (contract settlement, sandbox/agents/settlement.ts) on the embedded engine (PGlite in memory):
 * `settlement.contracts_per_s`, closing one real-time period of 10,000 accepted contracts (5,000 top agents paid by
 * the house, each giving one sub-agent a contract paid from its own wallet) over 100,000 bets of 10,000 members
 * (goal at least 2,000 a second); `settlement.balance_p99_ms`, the p99 of a player's balance read while that close
 * runs (goal under 50).
 */
import { settleContracts } from "../../sandbox/agents/settlement.ts"
import { migrate } from "../../sandbox/db/migrate.ts"
import { openPgliteMemory } from "../../sandbox/db/pglite.ts"
import type { Figures } from "./areas.ts"

const tops = 5_000
const betsCount = 100_000
/** 00:00 GMT+8: the period closed is 00:00-00:05. */
const t0 = Date.UTC(2026, 0, 4, 16)

const p99 = (xs: Array<number>) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(s.length * 0.99))] ?? 0
}

export const run = async (log: (line: string) => void): Promise<Figures> => {
  const db = await openPgliteMemory()
  await migrate(db)
  log("settlement: seeding 10,000 agents, 10,000 members, 10,000 contracts, 100,000 bets")
  await db.exec(`
    insert into members (account, password_hash, type) select 'top' || g, 'x', 1 from generate_series(1, ${tops}) g;
    insert into members (account, password_hash, type, upline_id)
      select 'sub' || g, 'x', 2, (select id from members where account = 'top' || g) from generate_series(1, ${tops}) g;
    insert into members (account, password_hash, type, upline_id)
      select 'm' || g || '_' || k, 'x', 0, (select id from members where account = 'sub' || g)
        from generate_series(1, ${tops}) g, generate_series(1, 2) k;
    insert into accounts (member_id, code, balance) select id, 'MAIN', 0 from members;
    insert into accounts (member_id, code, balance) values (null, 'HOUSE:AGENTS', 0);
  `)
  // Opening balances through the ledger: the house's cash funds every top agent.
  await db.exec(`
    insert into accounts (member_id, code, balance) values (null, 'HOUSE:CASH', 0);
    insert into journal (kind, member_id, created_at) select 'seed.deposit', id, now() from members where type = 1;
    insert into postings (journal_id, account_id, amount)
      select j.id, a.id, v.amount from journal j join accounts a on a.member_id = j.member_id and a.code = 'MAIN',
        lateral (values (1000000::bigint)) v(amount)
      union all
      select j.id, (select id from accounts where code = 'HOUSE:CASH'), -1000000 from journal j;
    update accounts set balance = 1000000 where code = 'MAIN' and member_id in (select id from members where type = 1);
    update accounts set balance = -1000000::bigint * ${tops} where code = 'HOUSE:CASH';
  `)
  const start = new Date(t0 - 60_000).toISOString()
  await db.exec(`
    insert into contracts (kind, upline_id, member_id, product_type, rate, rate_type, status, created_at, decided_at,
        started_at, settled_until, next_close_at)
      select 'REALTIME_SALARY', null, id, 'ALL', 0.5, 'P', 'V', '${start}', '${start}', '${start}',
             '${new Date(t0).toISOString()}', '${new Date(t0 + 300_000).toISOString()}' from members where type = 1;
    insert into contracts (kind, upline_id, member_id, product_type, rate, rate_type, status, created_at, decided_at,
        started_at, settled_until, next_close_at)
      select 'REALTIME_SALARY', upline_id, id, 'ALL', 0.3, 'P', 'V', '${start}', '${start}', '${start}',
             '${new Date(t0).toISOString()}', '${new Date(t0 + 300_000).toISOString()}' from members where type = 2;
    insert into bets (member_id, vendor, account_type_id, category, game_code, game_name, stake, payout, round_id,
        created_at)
      select (select id from members where account = 'm' || (1 + g % ${tops}) || '_' || (1 + g % 2)), 'T', 1, 'RNG', 'g',
             'g', 1000 + g % 5000, (g * 7) % 4000, 'r' || g, '${new Date(t0).toISOString()}'::timestamptz + (g % 290) * interval '1 second'
        from generate_series(1, ${betsCount}) g;
    analyze;
  `)
  const [player] = await db.query<{ id: unknown }>("select id from members where account = 'm1_1'")
  const latencies: Array<number> = []
  let closing = true
  const reader = (async () => {
    while (closing) {
      const t = performance.now()
      await db.query("select balance from accounts where member_id = $1 and code = 'MAIN'", [player!.id])
      latencies.push(performance.now() - t)
      await new Promise((r) => setTimeout(r, 2))
    }
  })()
  log("settlement: closing the period")
  const began = performance.now()
  await settleContracts(db, t0 + 300_000)
  const seconds = (performance.now() - began) / 1000
  closing = false
  await reader
  const [paid] = await db.query<{ n: unknown }>("select count(*) as n from settlements")
  const [contracts] = await db.query<{ n: unknown }>("select count(*) as n from contracts where settled_until = $1", [
    new Date(t0 + 300_000),
  ])
  log(
    `settlement: ${Number(contracts!.n)} contracts closed, ${Number(paid!.n)} periods paid in ${seconds.toFixed(2)} s`,
  )
  await db.close()
  return {
    "settlement.contracts_per_s": Math.round(Number(contracts!.n) / seconds),
    "settlement.balance_p99_ms": Math.round(p99(latencies) * 10) / 10,
  }
}
