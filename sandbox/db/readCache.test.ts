import { describe, expect, it } from "vitest"
import { postStatement } from "../ledger/ledger.ts"
import { makeReadCache, writtenTables } from "./readCache.ts"

describe("writtenTables", () => {
  it("names the tables a statement writes", () => {
    expect(writtenTables("select * from accounts where id = $1")).toEqual([])
    expect(writtenTables("select id from accounts where id = $1 for update")).not.toContain("accounts")
    expect(writtenTables("insert into sessions (a) values ($1)")).toEqual(["sessions"])
    expect(writtenTables("update public.accounts set balance = 1")).toEqual(["accounts"])
    expect(writtenTables('delete from "settings" where key = $1')).toEqual(["settings"])
    expect(
      writtenTables("with x as (update deposits set status = 'A' returning id) insert into journal select 1 from x"),
    ).toEqual(["deposits", "journal"])
    expect(writtenTables("insert into settings (key) values ($1) on conflict (key) do update set value = 1")).toContain(
      "settings",
    )
  })
  it("names the ledger statement's tables, and counts DDL as everything", () => {
    expect([...writtenTables(postStatement)].sort()).toEqual(["accounts", "journal", "postings"])
    expect(writtenTables("drop schema public cascade")).toEqual(["*"])
    expect(writtenTables("  create table t (a int)")).toEqual(["*"])
  })
})

describe("makeReadCache", () => {
  it("keeps a read until one of its tables is written", async () => {
    const cache = makeReadCache(true)
    let loads = 0
    const read = () => cache.cached("k", ["accounts"], async () => ++loads)
    expect(await read()).toBe(1)
    expect(await read()).toBe(1)
    cache.written(["sessions"])
    expect(await read()).toBe(1)
    cache.written(["accounts"])
    expect(await read()).toBe(2)
    cache.written(["*"])
    expect(await read()).toBe(3)
  })
  it("does not keep a read during which its table was written", async () => {
    const cache = makeReadCache(true)
    let loads = 0
    const first = await cache.cached("k", ["accounts"], async () => {
      cache.written(["accounts"])
      return ++loads
    })
    expect(first).toBe(1)
    expect(await cache.cached("k", ["accounts"], async () => ++loads)).toBe(2)
    expect(await cache.cached("k", ["accounts"], async () => ++loads)).toBe(2)
  })
  it("loads every time when disabled (PostgreSQL)", async () => {
    const cache = makeReadCache(false)
    let loads = 0
    await cache.cached("k", ["accounts"], async () => ++loads)
    expect(await cache.cached("k", ["accounts"], async () => ++loads)).toBe(2)
    expect(cache.held("k", ["accounts"])).toBeUndefined()
  })
  it("tells what it holds without loading, exactly while cached would answer it", async () => {
    const cache = makeReadCache(true)
    let loads = 0
    expect(cache.held("k", ["accounts"])).toBeUndefined()
    await cache.cached("k", ["accounts"], async () => ++loads)
    expect(cache.held("k", ["accounts"])).toBe(1)
    cache.written(["sessions"])
    expect(cache.held("k", ["accounts"])).toBe(1)
    cache.written(["accounts"])
    expect(cache.held("k", ["accounts"])).toBeUndefined()
    expect(await cache.cached("k", ["accounts"], async () => ++loads)).toBe(2)
    expect(cache.held("k", ["accounts"])).toBe(2)
    cache.written(["*"])
    expect(cache.held("k", ["accounts"])).toBeUndefined()
    expect(loads).toBe(2)
  })
})
