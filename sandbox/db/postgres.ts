/**
 * A PostgreSQL server through a `pg` pool. Transactions run at READ COMMITTED with row locks (`FOR UPDATE`) where
 * money moves, and are retried on serialisation failures and deadlocks.
 */
import pg from "pg"
import type { Database, Transaction } from "./Database.ts"

const retryable = new Set(["40001", "40P01"])

/** How long the listener waits before connecting again after losing its connection. */
const reconnectMs = 500

export const openPostgres = async (url: string): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: 16 })
  // An idle connection the server closed (a restart, a failover) leaves the pool by itself; without a listener its
  // error would end the process.
  pool.on("error", () => undefined)
  await pool.query("select 1")
  const listener = makeListener(url)
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
    held: () => undefined,
    withLock: async (name, work) => {
      // A session lock on a connection of its own: the work runs on the pool's other connections meanwhile.
      const client = await pool.connect()
      let broken: Error | undefined
      try {
        await client.query("select pg_advisory_lock(hashtextextended($1, 0))", [name])
        try {
          return await work()
        } finally {
          await client.query("select pg_advisory_unlock(hashtextextended($1, 0))", [name]).catch((e: Error) => {
            broken = e
          })
        }
      } finally {
        // A connection whose unlock failed may still hold the lock: it is closed, never reused.
        client.release(broken)
      }
    },
    listen: listener.listen,
    close: async () => {
      await listener.close()
      await pool.end()
    },
  }
}

/**
 * One connection of its own that LISTENs to every channel asked for (a pooled connection would drop them). When it
 * is lost, every listener hears `false` at once (notifications may be missed from then on) and it connects again.
 */
const makeListener = (url: string) => {
  const channels = new Map<
    string,
    Array<{ readonly onMessage: (payload: string) => void; readonly onState: (listening: boolean) => void }>
  >()
  let client: pg.Client | undefined
  let connecting: Promise<void> | undefined
  let closed = false
  const broadcast = (listening: boolean) => {
    for (const list of channels.values()) for (const l of list) l.onState(listening)
  }
  const lost = (c: pg.Client) => {
    if (client !== c) return
    client = undefined
    broadcast(false)
    c.end().catch(() => undefined)
    if (!closed) setTimeout(() => void connect(), reconnectMs).unref()
  }
  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url })
      c.on("error", () => lost(c))
      c.on("end", () => lost(c))
      c.on("notification", (n) => {
        for (const l of channels.get(n.channel) ?? []) l.onMessage(n.payload ?? "")
      })
      try {
        await c.connect()
        for (const channel of channels.keys()) await c.query(`listen "${channel}"`)
        if (closed) {
          await c.end()
          return
        }
        client = c
        broadcast(true)
      } catch {
        c.end().catch(() => undefined)
        if (!closed) setTimeout(() => void connect(), reconnectMs).unref()
      }
    })().finally(() => {
      connecting = undefined
    })
    return connecting
  }
  return {
    listen: (channel: string, onMessage: (payload: string) => void, onState: (listening: boolean) => void) => {
      if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`)
      const list = channels.get(channel) ?? []
      const isNew = list.length === 0
      list.push({ onMessage, onState })
      channels.set(channel, list)
      onState(false)
      const c = client
      if (c === undefined) void connect()
      else if (isNew)
        c.query(`listen "${channel}"`).then(
          () => onState(true),
          () => lost(c),
        )
      else onState(true)
    },
    close: async () => {
      closed = true
      const c = client
      client = undefined
      await connecting
      await c?.end().catch(() => undefined)
    },
  }
}
