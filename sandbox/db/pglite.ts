/** PGlite (PostgreSQL in WebAssembly) in a data folder: the embedded default. One connection; PGlite serialises. */
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import type { Database, Queryable } from "./Database.ts"

export const openPglite = async (dataDir: string): Promise<Database> => {
  mkdirSync(dataDir, { recursive: true })
  const pg = await PGlite.create(join(dataDir, "pglite"))
  const q = (conn: { query: PGlite["query"] }): Queryable => ({
    query: async <Row>(sql: string, params?: ReadonlyArray<unknown>) =>
      (await conn.query<Row>(sql, params as Array<unknown> | undefined)).rows,
  })
  return {
    engine: "pglite",
    ...q(pg),
    transaction: (work) => pg.transaction((tx) => work(q(tx))),
    exec: async (sql) => {
      await pg.exec(sql)
    },
    close: () => pg.close(),
  }
}

/** A throwaway in-memory PGlite, for tests. */
export const openPgliteMemory = async (): Promise<Database> => {
  const pg = await PGlite.create()
  const q = (conn: { query: PGlite["query"] }): Queryable => ({
    query: async <Row>(sql: string, params?: ReadonlyArray<unknown>) =>
      (await conn.query<Row>(sql, params as Array<unknown> | undefined)).rows,
  })
  return {
    engine: "pglite",
    ...q(pg),
    transaction: (work) => pg.transaction((tx) => work(q(tx))),
    exec: async (sql) => {
      await pg.exec(sql)
    },
    close: () => pg.close(),
  }
}
