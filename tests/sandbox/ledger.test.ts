import * as fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Database } from "../../sandbox/db/Database.ts"
import { migrate } from "../../sandbox/db/migrate.ts"
import { postBatch } from "../../sandbox/ledger/batch.ts"
import { once } from "../../sandbox/ledger/idempotency.ts"
import { type AccountRef, balanceOf, House, main, post, transfer, vendor } from "../../sandbox/ledger/ledger.ts"
import { cashAccounts, cashBalancesOf, cashTotals, existingAccountIds, lockWallet } from "../../sandbox/ledger/reads.ts"
import { engine, freshDatabase } from "./harness.ts"

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
    ).rejects.toThrow(/^journal bad does not balance \(5\)$/)
  })
  it("refuses an amount that is not a whole number of minor units before writing anything", async () => {
    const entries = (await db.query("select id from journal")).length
    await expect(
      db.transaction((tx) =>
        post(tx, {
          kind: "fraction",
          memberId: member,
          postings: [
            { account: House.cash, amount: -1.5 },
            { account: main(member), amount: 1.5 },
          ],
        }),
      ),
    ).rejects.toThrow(/^amount -1\.5 is not an integer$/)
    expect(await db.query("select id from journal")).toHaveLength(entries)
  })
  it("answers an overdraft with the words a member reads", async () => {
    const all = await balanceOf(db, main(member))
    await expect(transfer(db, "withdraw", member, main(member), House.cash, all + 1)).rejects.toMatchObject({
      status: 400,
      errorCode: "balance_not_enough",
      message: "Insufficient balance",
    })
  })
  it("dates an entry at the time it is given, and by the database's clock without one", async () => {
    const at = Date.UTC(2020, 0, 2, 3, 4, 5)
    const dated = await transfer(db, "deposit", member, House.cash, main(member), 1, { why: "dated" }, at)
    const undated = await transfer(db, "deposit", member, House.cash, main(member), 1)
    const dateOf = async (id: number) =>
      new Date(
        (await db.query<{ created_at: unknown }>("select created_at from journal where id = $1", [id]))[0]!
          .created_at as string,
      ).getTime()
    expect(await dateOf(dated)).toBe(at)
    expect(await dateOf(undated)).toBeGreaterThan(at)
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
      message: "This idempotency key was used for another request",
    })
  })
  it("takes a body with its fields in another order for the same request, and one with a list reordered for another", async () => {
    const before = await balanceOf(db, main(member))
    const body = { amount: 30, channel: { id: 7, name: "bank" }, remarks: null, tags: ["a", null, 3] }
    const reordered = { tags: ["a", null, 3], remarks: null, channel: { name: "bank", id: 7 }, amount: 30 }
    const request = (b: unknown) => ({ key: "key-order", memberId: member, endpoint: "deposit", request: b })
    const first = await once(db, request(body), move(30))
    expect(await once(db, request(reordered), move(30))).toEqual(first)
    expect(await once(db, request({ ...reordered, amount: 30 }), move(30))).toEqual(first)
    expect(await balanceOf(db, main(member))).toBe(before + 30)
    await expect(once(db, request({ ...body, tags: [null, "a", 3] }), move(30))).rejects.toMatchObject({
      status: 422,
    })
    await expect(once(db, request({ ...body, channel: { id: 8, name: "bank" } }), move(30))).rejects.toMatchObject({
      status: 422,
    })
    // The same key and body on another call is another request.
    await expect(once(db, { ...request(body), endpoint: "withdraw" }, move(30))).rejects.toMatchObject({
      status: 422,
    })
  })
  it("answers a replay with the stored result even when its work would now fail, and writes nothing", async () => {
    const spend = (amount: number) => (tx: Parameters<Parameters<Database["transaction"]>[0]>[0]) =>
      transfer(tx, "withdrawal", member, main(member), House.cash, amount).then((journal) => ({ journal, amount }))
    // Money of its own first: run alone (a mutation run picks the tests by name), the member may hold nothing, and a
    // replay of spending nothing would not fail.
    await transfer(db, "deposit", member, House.cash, main(member), 500)
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
      message: "This request is already being processed",
    })
    expect(await balanceOf(db, main(member))).toBe(before + 5)
  })
  // Two instances do not share their in-flight keys: on PostgreSQL the key is also claimed with an advisory lock
  // for the transaction, which another instance's claim of the same member's key finds taken. Here another
  // connection holds it, as another instance's request in flight would.
  it.runIf(engine === "postgres")("refuses a key another instance is processing, and moves nothing", async () => {
    const before = await balanceOf(db, main(member))
    await db.transaction(async (tx) => {
      await tx.query("select pg_advisory_xact_lock(hashtextextended($1, 0))", [`${member}:key-elsewhere`])
      await expect(once(db, claim("key-elsewhere", 9), move(9))).rejects.toMatchObject({
        status: 409,
        errorCode: "request_in_flight",
        message: "This request is already being processed",
      })
    })
    expect(await balanceOf(db, main(member))).toBe(before)
    expect(await once(db, claim("key-elsewhere", 9), move(9))).toMatchObject({ amount: 9 })
    expect(await balanceOf(db, main(member))).toBe(before + 9)
  })
})

// The ledger's reads, which the wallet list, the account records, the agents' team figures and the game rounds ask.
describe("the ledger's reads", () => {
  const newMember = async (account: string) =>
    Number(
      (
        await db.query<{ id: string }>("insert into members (account, password_hash) values ($1, 'x') returning id", [
          account,
        ])
      )[0]!.id,
    )

  it("reads the cash wallets (main and vendor) of members, and none of their other accounts", async () => {
    const [a, b, c] = [await newMember("reads-a"), await newMember("reads-b"), await newMember("reads-c")]
    await transfer(db, "deposit", a, House.cash, main(a), 700)
    await transfer(db, "transfer", a, main(a), vendor(a, 12), 200)
    await transfer(db, "deposit", b, House.cash, main(b), 50)
    await transfer(db, "points", b, House.points, { memberId: b, code: "POINTS" }, 999)
    await transfer(db, "hold", b, main(b), { memberId: b, code: "HELD" }, 10)
    const ids = async (ref: AccountRef) => (await existingAccountIds(db, ref))[0]!
    // Account id -> the member and the wallet's account type (0 for the main wallet, spec section 6).
    expect(await cashAccounts(db, [a, b, c])).toEqual(
      new Map([
        [await ids(main(a)), { memberId: a, accountTypeId: 0 }],
        [await ids(vendor(a, 12)), { memberId: a, accountTypeId: 12 }],
        [await ids(main(b)), { memberId: b, accountTypeId: 0 }],
      ]),
    )
    expect(await cashBalancesOf(db, a)).toEqual(
      new Map([
        ["MAIN", 500],
        ["V:12", 200],
      ]),
    )
    expect(await cashBalancesOf(db, b)).toEqual(new Map([["MAIN", 40]]))
    // A member without a wallet is absent; points and held money are not cash.
    expect(await cashTotals(db, [a, b, c])).toEqual(
      new Map([
        [a, 700],
        [b, 40],
      ]),
    )
    expect(await existingAccountIds(db, main(c))).toEqual([])
    expect(await existingAccountIds(db, vendor(a, 13))).toEqual([])
  })

  it("locks a wallet and answers its balance, creating an empty one on first use", async () => {
    const m = await newMember("reads-lock")
    await transfer(db, "deposit", m, House.cash, main(m), 321)
    expect(await db.transaction((tx) => lockWallet(tx, main(m)))).toBe(321)
    expect(await db.transaction((tx) => lockWallet(tx, vendor(m, 4)))).toBe(0)
    expect(await existingAccountIds(db, vendor(m, 4))).toHaveLength(1)
  })

  it("writes nothing for an empty batch, and each entry of a batch as its own balanced journal entry", async () => {
    const entries = (await db.query("select id from journal")).length
    expect(await db.transaction((tx) => postBatch(tx, [], Date.UTC(2021, 0, 1)))).toEqual([])
    expect(await db.query("select id from journal")).toHaveLength(entries)
    const [payee, payer] = [await newMember("batch-payee"), await newMember("batch-payer")]
    await transfer(db, "deposit", payer, House.cash, main(payer), 100)
    const account = async (id: number) => (await existingAccountIds(db, main(id)))[0] ?? -1
    await db.transaction(async (tx) => {
      await lockWallet(tx, main(payee))
    })
    const at = Date.UTC(2021, 0, 2)
    const [to, from] = [await account(payee), await account(payer)]
    const ids = await db.transaction((tx) =>
      postBatch(
        tx,
        [
          { kind: "pay", memberId: payee, to, from, amount: 30, meta: { n: 1 } },
          { kind: "pay", memberId: payee, to, from, amount: 5, meta: { n: 2 } },
        ],
        at,
      ),
    )
    expect(ids).toHaveLength(2)
    const rows = await db.query<{ member_id: string; kind: string; meta: unknown; created_at: unknown }>(
      "select member_id, kind, meta, created_at from journal where id = any($1::bigint[]) order by id",
      [ids],
    )
    expect(rows.map((r) => [Number(r.member_id), r.kind, r.meta, new Date(r.created_at as string).getTime()])).toEqual([
      [payee, "pay", { n: 1 }, at],
      [payee, "pay", { n: 2 }, at],
    ])
    expect(await balanceOf(db, main(payee))).toBe(35)
    expect(await balanceOf(db, main(payer))).toBe(65)
    expect(await unbalanced()).toBe(0)
  })
})
