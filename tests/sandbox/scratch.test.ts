/**
 * Throw-away databases (sandbox/db/scratch.ts): only plain names reach the statements; a leftover of an interrupted
 * run is replaced; a copy of a template holds the template's tables; a drop closes what is still connected.
 */
import pg from "pg"
import { describe, expect, it } from "vitest"
import { scratchDatabase } from "../../sandbox/db/scratch.ts"

const admin = process.env.ARENA_TEST_PG

const tablesOf = async (url: string): Promise<Array<string>> => {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    const r = await c.query<{ t: string }>("select tablename as t from pg_tables where schemaname = 'public'")
    return r.rows.map((row) => row.t).sort()
  } finally {
    await c.end()
  }
}

describe("scratch databases", () => {
  it("refuses a name that is not a plain identifier before reaching any server", async () => {
    const nowhere = "postgres://nobody@127.0.0.1:9/postgres"
    for (const name of ['x"; drop database postgres; --', "Upper", "1st", "a-b", "", "a".repeat(64)])
      await expect(scratchDatabase(nowhere, name)).rejects.toThrow("not a plain database name")
    await expect(scratchDatabase(nowhere, "ok_name", "bad template")).rejects.toThrow("not a plain database name")
  })

  it.runIf(admin)("replaces a leftover, copies a template, and drops with a connection still open", async () => {
    const stamp = `${process.pid}_${Math.floor(Math.random() * 1e9)}`
    const template = await scratchDatabase(admin!, `arena_scratch_t_${stamp}`)
    const t = new pg.Client({ connectionString: template.url })
    await t.connect()
    await t.query("create table kept (id int)")
    await t.end()

    const first = await scratchDatabase(admin!, `arena_scratch_${stamp}`)
    const c = new pg.Client({ connectionString: first.url })
    await c.connect()
    await c.query("create table leftover (id int)")
    await c.end()
    // The same name again: the leftover goes, and the new one is the template's copy.
    const copy = await scratchDatabase(admin!, `arena_scratch_${stamp}`, template.name)
    expect(await tablesOf(copy.url)).toEqual(["kept"])

    const open = new pg.Client({ connectionString: copy.url })
    open.on("error", () => undefined)
    await open.connect()
    await copy.drop()
    await template.drop()
    const server = new pg.Client({ connectionString: admin })
    await server.connect()
    const left = await server.query("select datname from pg_database where datname like $1", [`%${stamp}`])
    await server.end()
    expect(left.rows).toEqual([])
    await open.end().catch(() => undefined)
  })
})
