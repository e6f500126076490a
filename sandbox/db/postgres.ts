/**
 * A PostgreSQL server through a `pg` pool. Transactions run at READ COMMITTED with row locks (`FOR UPDATE`) where
 * money moves, and are retried on serialisation failures and deadlocks.
 */
import pg from "pg"
import type { Database, Transaction } from "./Database.ts"

const retryable = new Set(["40001", "40P01"])

export const openPostgres = async (url: string): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: 16 })
  await pool.query("select 1")
  const query =
    (conn: pg.Pool | pg.PoolClient) =>
    async <Row>(sql: string, params?: ReadonlyArray<unknown>) =>
      (await conn.query(sql, params as Array<unknown> | undefined)).rows as Array<Row>
  return {
    engine: "postgres",
    query: query(pool),
    transaction: async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
      for (let attempt = 0; ; attempt++) {
        const client = await pool.connect()
        try {
          await client.query("begin")
          const last: Array<readonly [string, ReadonlyArray<unknown> | undefined]> = []
          const result = await work({
            query: query(client),
            atCommit: (sql, params) => void last.push([sql, params]),
            // The client sends its queries in order: the read goes now, before whatever the work sends next.
            withNext: <Row>(sql: string, params?: ReadonlyArray<unknown>) => {
              const rows = query(client)<Row>(sql, params)
              rows.catch(() => undefined)
              return () => rows
            },
          })
          for (const [sql, params] of last) await query(client)(sql, params)
          await client.query("commit")
          return result
        } catch (e) {
          await client.query("rollback").catch(() => undefined)
          const code = (e as { code?: string }).code
          if (code !== undefined && retryable.has(code) && attempt < 5) continue
          throw e
        } finally {
          client.release()
        }
      }
    },
    exec: async (sql) => {
      await pool.query(sql)
    },
    // Other processes may write this database: nothing is kept in memory.
    cached: (_key, _tables, load) => load(),
    close: () => pool.end(),
  }
}
