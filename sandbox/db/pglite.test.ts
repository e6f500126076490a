import { readFileSync } from "node:fs"
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest"
import type { Database } from "./Database.ts"
import { openPgliteMemory } from "./pglite.ts"

let db: Database
beforeAll(async () => {
  // From the run's migrated template when it has one (vitest.config.ts runs this file in the sandbox project): initdb
  // was most of this file's time. The tables below are its own.
  const template = inject("pgliteTemplate")
  db = await openPgliteMemory(template ? new Blob([readFileSync(template)]) : undefined)
  await db.exec("create table t (id bigserial primary key, n bigint, tags text[], at timestamptz, doc jsonb)")
}, 60_000)
afterAll(() => db?.close())

describe("the PGlite database (prepared statements, one call per statement)", () => {
  it("serialises parameters and parses results as PGlite's own query does", async () => {
    const at = new Date("2026-01-02T03:04:05.678Z")
    const sql = "insert into t (n, tags, at, doc) values ($1, $2, $3, $4) returning id, n, tags, at, doc"
    const [row] = await db.query<{ id: unknown; n: unknown; tags: unknown; at: Date; doc: unknown }>(sql, [
      42,
      ["a", 'q"uote', null],
      at,
      JSON.stringify({ x: 1 }),
    ])
    expect(Number(row!.n)).toBe(42)
    expect(row!.tags).toEqual(["a", 'q"uote', null])
    expect(row!.at.getTime()).toBe(at.getTime())
    expect(row!.doc).toEqual({ x: 1 })
    // The same text again runs the prepared statement.
    const [again] = await db.query<{ n: unknown }>(sql, [7, [], null, "null"])
    expect(Number(again!.n)).toBe(7)
    expect(await db.query("select n from t where n = any($1::bigint[]) order by n", [[7, 42]])).toHaveLength(2)
  })
  it("sends a transaction's last write with its COMMIT; when that write fails nothing is committed", async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into t (n) values ($1)", [300])
      tx.atCommit("insert into t (n) values ($1)", [301])
    })
    const committed = await db.query<{ n: unknown }>("select n from t where n in (300, 301) order by n")
    expect(committed.map((r) => Number(r.n))).toEqual([300, 301])
    const [taken] = await db.query<{ id: string }>("select id from t where n = 300")
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into t (n) values ($1)", [302])
        tx.atCommit("insert into t (id, n) values ($1, $2)", [taken!.id, 303])
      }),
    ).rejects.toThrow(/duplicate key/)
    expect(await db.query("select n from t where n in (302, 303)")).toEqual([])
    // Only a last write: the transaction begins with it.
    await db.transaction(async (tx) => tx.atCommit("insert into t (n) values ($1)", [304]))
    expect(await db.query("select n from t where n = 304")).toHaveLength(1)
  })
  it("sends a read with the transaction's next statement, before it, and answers each read its own rows", async () => {
    await db.query("insert into t (n) values (500), (501)")
    const [inserted, seen, counted] = await db.transaction(async (tx) => {
      const before = tx.withNext<{ n: unknown }>("select n from t where n between 500 and 599 order by n")
      const count = tx.withNext<{ c: unknown }>("select count(*) as c from t where n between 500 and 599")
      const made = await tx.query<{ n: unknown }>("insert into t (n) values ($1) returning n", [502])
      return [made, await before(), await count()] as const
    })
    expect(inserted.map((r) => Number(r.n))).toEqual([502])
    // Both reads ran before the insert, in the order asked.
    expect(seen.map((r) => Number(r.n))).toEqual([500, 501])
    expect(counted.map((r) => Number(r.c))).toEqual([2])
    expect(await db.query("select n from t where n = 502")).toHaveLength(1)
  })
  it("sends a read on its own when its rows are asked for before any statement", async () => {
    const rows = await db.transaction(async (tx) => {
      const read = tx.withNext<{ n: unknown }>("select n from t where n = $1", [500])
      const found = await read()
      await tx.query("insert into t (n) values ($1)", [503])
      return found
    })
    expect(rows.map((r) => Number(r.n))).toEqual([500])
    expect(await db.query("select n from t where n = 503")).toHaveLength(1)
  })
  it("rejects a read whose ride failed, and the transaction with it", async () => {
    const [taken] = await db.query<{ id: string }>("select id from t where n = 500")
    let read: (() => Promise<Array<unknown>>) | undefined
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into t (n) values ($1)", [504])
        read = tx.withNext("select n from t where n = 500")
        await tx.query("insert into t (id, n) values ($1, $2)", [taken!.id, 505])
      }),
    ).rejects.toThrow(/duplicate key/)
    await expect(read!()).rejects.toThrow(/duplicate key/)
    // A statement that cannot even be prepared fails its riders too.
    let early: (() => Promise<Array<unknown>>) | undefined
    await expect(
      db.transaction(async (tx) => {
        early = tx.withNext("select n from t where n = 500")
        await tx.query("select no_such_column from t")
      }),
    ).rejects.toThrow(/no_such_column/)
    await expect(early!()).rejects.toThrow(/no_such_column/)
    expect(await db.query("select n from t where n in (504, 505)")).toEqual([])
  })
  it("commits a transaction, and rolls it back when its work throws or a statement fails", async () => {
    await db.transaction(async (tx) => {
      await tx.query("insert into t (n) values ($1)", [100])
    })
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into t (n) values ($1)", [101])
        throw new Error("no")
      }),
    ).rejects.toThrow("no")
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into t (n) values ($1)", [102])
        await tx.query("insert into t (id, n) values (1, 0)")
      }),
    ).rejects.toThrow()
    const rows = await db.query<{ n: unknown }>("select n from t where n between 100 and 199 order by n")
    expect(rows.map((r) => Number(r.n))).toEqual([100])
  })
  it("runs transactions one at a time, each from BEGIN to COMMIT", async () => {
    await db.query("insert into t (n) values (1000)")
    const bump = () =>
      db.transaction(async (tx) => {
        const [r] = await tx.query<{ n: unknown }>("select n from t where n >= 1000 order by n desc limit 1")
        await tx.query("update t set n = $1 where n = $2", [Number(r!.n) + 1, Number(r!.n)])
      })
    await Promise.all(Array.from({ length: 10 }, bump))
    const [r] = await db.query<{ n: unknown }>("select n from t where n >= 1000")
    expect(Number(r!.n)).toBe(1010)
  })
  it("forgets prepared statements when the schema changes", async () => {
    await db.exec("create table u (a int)")
    await db.query("insert into u (a) values ($1)", [1])
    expect(await db.query("select * from u")).toEqual([{ a: 1 }])
    await db.exec("drop table u; create table u (a text, b int)")
    await db.query("insert into u (a) values ($1)", ["x"])
    expect(await db.query("select * from u")).toEqual([{ a: "x", b: null }])
  })
  it("keeps a cached read until its table is written, by a query or a committed transaction", async () => {
    let loads = 0
    const read = () =>
      db.cached("t:count", ["t"], async () => {
        loads++
        return Number((await db.query<{ c: unknown }>("select count(*) as c from t"))[0]!.c)
      })
    const before = await read()
    expect(await read()).toBe(before)
    expect(loads).toBe(1)
    await db.query("insert into t (n) values (1)")
    expect(await read()).toBe(before + 1)
    await db.transaction(async (tx) => {
      await tx.query("insert into t (n) values (2)")
    })
    expect(await read()).toBe(before + 2)
    await db.query("select count(*) from t")
    expect(await read()).toBe(before + 2)
    expect(loads).toBe(3)
  })
})
