import * as fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Database } from "../../sandbox/db/Database.ts"
import { migrate } from "../../sandbox/db/migrate.ts"
import { once } from "../../sandbox/ledger/idempotency.ts"
import { type AccountRef, balanceOf, House, main, post, transfer, vendor } from "../../sandbox/ledger/ledger.ts"
import { freshDatabase } from "./harness.ts"

let db: Database
let drop: () => Promise<void> = async () => undefined
let member = 0
beforeAll(async () => {
  ;({ db, drop } = await freshDatabase())
  await migrate(db)
  const [row] = await db.query<{ id: string }>(
    "insert into members (account, password_hash) values ('m', 'x') returning id",
  )
  member = Number(row!.id)
}, 60_000)
afterAll(async () => {
  await db?.close()
  await drop()
})

const total = async () =>
  Number((await db.query<{ s: string }>("select coalesce(sum(balance), 0) as s from accounts"))[0]!.s)
const unbalanced = async () =>
  (await db.query("select journal_id from postings group by journal_id having sum(amount) <> 0")).length

describe("ledger", () => {
  it("moves money as balanced entries and refuses an overdraft without writing anything", async () => {
    await db.transaction((tx) => transfer(tx, "deposit", member, House.cash, main(member), 10_000))
    await expect(
      db.transaction((tx) => transfer(tx, "withdraw", member, main(member), House.cash, 10_001)),
    ).rejects.toMatchObject({
      errorCode: "balance_not_enough",
    })
    expect(await balanceOf(db, main(member))).toBe(10_000)
    expect(await total()).toBe(0)
  })
  it("refuses an entry that does not sum to zero", async () => {
    await expect(
      db.transaction((tx) =>
        post(tx, { kind: "bad", memberId: member, postings: [{ account: main(member), amount: 5 }] }),
      ),
    ).rejects.toThrow(/does not balance/)
  })
  it("has the database refuse unbalanced postings whoever writes them, and an entry split over two statements", async () => {
    const [journal] = await db.query<{ id: string }>("insert into journal (kind) values ('raw') returning id")
    const [account] = await db.query<{ id: string }>("select id from accounts where code = 'MAIN' limit 1")
    const raw = "insert into postings (journal_id, account_id, amount) select $1, $2, unnest($3::bigint[])"
    await expect(db.query(raw, [journal!.id, account!.id, [5, -4]])).rejects.toThrow(/does not balance/)
    await expect(
      db.transaction(async (tx) => {
        await tx.query(raw, [journal!.id, account!.id, [5]])
        await tx.query(raw, [journal!.id, account!.id, [-5]])
      }),
    ).rejects.toThrow(/does not balance/)
    await db.query(raw, [journal!.id, account!.id, [5, -5]])
    expect(await unbalanced()).toBe(0)
  })
  it("keeps every invariant over random movements, checked against a model", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            op: fc.constantFrom("deposit", "withdraw", "toVendor", "fromVendor", "bet", "win"),
            amount: fc.integer({ min: 1, max: 50_000 }),
          }),
          { maxLength: 25 },
        ),
        async (ops) => {
          const model = { main: await balanceOf(db, main(member)), vendor: await balanceOf(db, vendor(member, 7)) }
          for (const { op, amount } of ops) {
            type Wallet = "main" | "vendor" | undefined
            const moves: Record<string, readonly [AccountRef, AccountRef, Wallet, Wallet]> = {
              deposit: [House.cash, main(member), undefined, "main"],
              withdraw: [main(member), House.cash, "main", undefined],
              toVendor: [main(member), vendor(member, 7), "main", "vendor"],
              fromVendor: [vendor(member, 7), main(member), "vendor", "main"],
              bet: [vendor(member, 7), House.games, "vendor", undefined],
              win: [House.games, vendor(member, 7), undefined, "vendor"],
            }
            const [from, to, field, into] = moves[op]!
            const ok = field === undefined || model[field] >= amount
            const attempt = db.transaction((tx) => transfer(tx, op, member, from, to, amount))
            if (ok) {
              await attempt
              if (field !== undefined) model[field] -= amount
              if (into !== undefined) model[into] += amount
            } else await expect(attempt).rejects.toMatchObject({ errorCode: "balance_not_enough" })
          }
          expect(await balanceOf(db, main(member))).toBe(model.main)
          expect(await balanceOf(db, vendor(member, 7))).toBe(model.vendor)
          expect(await total()).toBe(0)
          expect(await unbalanced()).toBe(0)
        },
      ),
      { numRuns: 15 },
    )
  })
})

describe("idempotency", () => {
  const claim = (key: string, amount: number) => ({ key, memberId: member, endpoint: "transfer", request: { amount } })
  const move = (amount: number) => (tx: Parameters<Parameters<Database["transaction"]>[0]>[0]) =>
    transfer(tx, "deposit", member, House.cash, main(member), amount).then((journal) => ({ journal, amount }))

  it("gives the same answer to the same key and body, moving money once", async () => {
    const before = await balanceOf(db, main(member))
    const a = await once(db, claim("key-aaaaaaaa", 100), move(100))
    const b = await once(db, claim("key-aaaaaaaa", 100), move(100))
    expect(b).toEqual(a)
    expect(await balanceOf(db, main(member))).toBe(before + 100)
  })
  it("refuses the same key with another body", async () => {
    await once(db, claim("key-bbbbbbbb", 100), move(100))
    await expect(once(db, claim("key-bbbbbbbb", 200), move(200))).rejects.toMatchObject({
      status: 422,
      errorCode: "idempotency_key_reused",
    })
  })
  it("answers a replay with the stored result even when its work would now fail, and writes nothing", async () => {
    const spend = (amount: number) => (tx: Parameters<Parameters<Database["transaction"]>[0]>[0]) =>
      transfer(tx, "withdrawal", member, main(member), House.cash, amount).then((journal) => ({ journal, amount }))
    const all = await balanceOf(db, main(member))
    const first = await once(db, claim("key-dddddddd", all), spend(all))
    expect(await balanceOf(db, main(member))).toBe(0)
    // The same request again: its work would overdraw now, but the key's stored answer comes back.
    expect(await once(db, claim("key-dddddddd", all), spend(all))).toEqual(first)
    // A replay whose work succeeds is rolled back: nothing moves.
    await transfer(db, "deposit", member, House.cash, main(member), 50)
    const entries = await db.query("select id from journal")
    expect(await once(db, claim("key-dddddddd", all), move(all))).toEqual(first)
    expect(await db.query("select id from journal")).toHaveLength(entries.length)
    expect(await balanceOf(db, main(member))).toBe(50)
  })
  it("refuses the same key while its first request is in flight", async () => {
    const before = await balanceOf(db, main(member))
    const results = await Promise.allSettled([
      once(db, claim("key-cccccccc", 5), move(5)),
      once(db, claim("key-cccccccc", 5), move(5)),
    ])
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"])
    expect((results.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({
      status: 409,
    })
    expect(await balanceOf(db, main(member))).toBe(before + 5)
  })
})
