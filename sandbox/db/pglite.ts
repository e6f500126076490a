/**
 * PGlite (PostgreSQL in WebAssembly) in a data folder: the embedded default. One connection, serialised by a queue
 * here, so a transaction holds the database from BEGIN to COMMIT and nothing else runs in between.
 *
 * Speed (the benchmark goals): PGlite's own `query` makes six calls into WebAssembly per statement (parse,
 * describe, bind, describe, execute, sync) and plans the statement every time. Here each distinct statement text is
 * prepared once under a name (its parameter types read from its description, so values are serialised exactly as
 * PGlite's `query` would), and each later run is ONE call: bind, describe, execute, sync. A transaction's BEGIN rides
 * in the same call as its first statement. The messages of that hot path are written and read by wire.ts, not by
 * PGlite's protocol classes. Statements other than select/insert/update/delete/with (DDL, SET...) go
 * through PGlite's `query` unprepared, and forget every prepared statement, as does `exec`. Durability is PGlite's
 * default (`relaxedDurability` off): COMMIT is written to the data folder before the transaction resolves.
 *
 * A fresh data folder is initialised (initdb) in a short-lived child process, so the server's own process does not
 * keep the initdb instance's memory (hundreds of megabytes of resident memory otherwise).
 */
import { spawnSync } from "node:child_process"
import { accessSync, constants, existsSync, mkdirSync, readdirSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import { setFlagsFromString } from "node:v8"
import { PGlite, protocol } from "@electric-sql/pglite"
import type { Database, Transaction } from "./Database.ts"
import { makeReadCache, type ReadCache, writtenTables } from "./readCache.ts"
import { execution as bindExecution, type ResultSet, readReply, type TypeParsers, type WireValue } from "./wire.ts"

/** How many statement texts are kept prepared; beyond that, statements run unprepared. */
const maxPrepared = 2000

const preparable = /^\s*(select|insert|update|delete|with)\b/i

type Serializer = (v: unknown) => WireValue

interface Prepared {
  readonly name: string
  readonly types: ReadonlyArray<number>
}

/** A read waiting to ride with a transaction's next statement (Transaction.withNext). */
interface Ride {
  readonly sql: string
  readonly params: ReadonlyArray<unknown> | undefined
  /** Settles the read: with the error of the call it rode in, or with its rows. */
  readonly settle: (error: unknown, rows: Array<unknown>) => void
}

const concat = (parts: ReadonlyArray<Uint8Array>): Uint8Array => {
  let size = 0
  for (const p of parts) size += p.length
  const out = new Uint8Array(size)
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

/** The messages that never change, serialised once (PGlite copies what it is sent; nothing mutates them). */
const fixed = {
  begin: protocol.serialize.query("BEGIN"),
  commit: protocol.serialize.query("COMMIT"),
} as const

/** A queue: runs one piece of work at a time, in order. */
const makeQueue = () => {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work)
    tail = run.then(
      () => undefined,
      () => undefined,
    )
    return run
  }
}

const wrap = (pg: PGlite, reads: ReadCache): Database => {
  // The lock names in use: a handful (migrations, the RSA key), never one per request.
  const locks = new Map<string, ReturnType<typeof makeQueue>>()
  const serializers = (pg as unknown as { serializers: Record<number, Serializer> }).serializers
  const parsers = (pg as unknown as { parsers: TypeParsers }).parsers
  const queue = makeQueue()
  const prepared = new Map<string, Prepared>()
  let names = 0
  // Who hears each channel (Database.listen). PostgreSQL sends a backend that LISTENs the notifications of its own
  // committed transactions: here the one connection is every writer, so this is the in-process fan-out.
  const hearing = new Map<string, Array<(payload: string) => void>>()
  const listening = new Map<string, Promise<boolean>>()
  const heard = (channel: string, payload: string) => {
    const list = hearing.get(channel)
    // After the call that carried it has settled: the writer's transaction resolves first, as on a server.
    if (list === undefined) return
    setTimeout(() => {
      for (const l of list) l(payload)
    }, 0)
  }
  // Statements PGlite runs itself (DDL, statements beyond the prepared ones) carry theirs through its own parser.
  pg.onNotification(heard)

  /**
   * One call into PostgreSQL: PGlite's `execProtocol` with the reply kept raw as PostgreSQL writes it and read in one
   * go by wire.ts (PGlite parses it piece by piece into message objects, then into results). The first error is thrown.
   */
  const execProtocol = async (bytes: Uint8Array, syncToFs: boolean) => {
    const pieces: Array<Uint8Array> = []
    await pg.execProtocolRawStream(bytes, { syncToFs, onRawData: (piece) => pieces.push(piece.slice()) })
    return readReply(concat(pieces), parsers, heard)
  }

  const forgetPrepared = async () => {
    if (prepared.size === 0) return
    prepared.clear()
    await pg.exec("deallocate all")
  }

  const prepare = async (sql: string): Promise<Prepared> => {
    const name = `s${++names}`
    const { paramTypes } = await execProtocol(
      concat([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: "S", name }),
        protocol.serialize.sync(),
      ]),
      false,
    )
    const statement = { name, types: paramTypes }
    prepared.set(sql, statement)
    return statement
  }

  /** The protocol messages that run a prepared statement with these values. */
  const execution = (statement: Prepared, params: ReadonlyArray<unknown> | undefined): Uint8Array => {
    const types = statement.types
    const values = (params ?? []).map((v, i): WireValue => {
      if (v === null || v === undefined) return null
      const serialize = serializers[types[i] ?? 0]
      return serialize === undefined ? String(v) : serialize(v)
    })
    return bindExecution(statement.name, values)
  }

  /**
   * Runs one statement; `prefix` (a BEGIN) and the `reads` waiting for a ride (Transaction.withNext) are sent before
   * it in the same call, and each read is settled from that call. The caller holds the queue.
   */
  const run = async <Row>(
    sql: string,
    params: ReadonlyArray<unknown> | undefined,
    inTransaction: boolean,
    prefix?: Uint8Array,
    reads: ReadonlyArray<Ride> = [],
  ): Promise<Array<Row>> => {
    const readParts = await readExecutions(reads)
    let statement = prepared.get(sql)
    if (statement === undefined && preparable.test(sql) && prepared.size < maxPrepared) {
      try {
        statement = await prepare(sql)
      } catch (e) {
        for (const read of reads) read.settle(e, [])
        throw e
      }
    }
    if (statement === undefined) {
      // Not a statement to prepare: the BEGIN and the reads go first, on their own.
      if (prefix !== undefined || reads.length > 0) await runParts(prefix, reads, readParts, [])
      const rows = (await pg.query<Row>(sql, params as Array<unknown> | undefined)).rows
      if (!preparable.test(sql)) await forgetPrepared()
      return rows
    }
    const results = await runParts(prefix, reads, readParts, [execution(statement, params)], inTransaction)
    return (results[results.length - 1]?.rows ?? []) as Array<Row>
  }

  /** The executions of the `reads` (each prepared first if it never ran); a failure settles them all with it. */
  const readExecutions = async (reads: ReadonlyArray<Ride>): Promise<Array<Uint8Array>> => {
    const parts: Array<Uint8Array> = []
    try {
      for (const read of reads) parts.push(execution(prepared.get(read.sql) ?? (await prepare(read.sql)), read.params))
    } catch (e) {
      for (const read of reads) read.settle(e, [])
      throw e
    }
    return parts
  }

  /**
   * One call: `prefix`, the reads' executions (`readParts`), then `statementParts` (one statement, or none); settles
   * each read with its rows, or all of them with the call's error.
   */
  const runParts = async (
    prefix: Uint8Array | undefined,
    reads: ReadonlyArray<Ride>,
    readParts: ReadonlyArray<Uint8Array>,
    statementParts: ReadonlyArray<Uint8Array>,
    inTransaction = true,
  ): Promise<Array<ResultSet>> => {
    const parts = [...(prefix === undefined ? [] : [prefix]), ...readParts, ...statementParts]
    let results: Array<ResultSet>
    try {
      results = (await execProtocol(concat(parts), !inTransaction)).results
    } catch (e) {
      for (const read of reads) read.settle(e, [])
      throw e
    }
    // The reads' results come just before the statement's (if any).
    const first = results.length - reads.length - (statementParts.length > 0 ? 1 : 0)
    reads.forEach((read, i) => {
      read.settle(undefined, (results[first + i]?.rows ?? []) as Array<unknown>)
    })
    return results
  }

  const simple = async (sql: string): Promise<Array<ResultSet>> =>
    (await execProtocol(protocol.serialize.query(sql), false)).results

  /**
   * COMMIT, with the transaction's last writes in the same call (each prepared first if it never ran). A failing
   * write makes the server skip to its Sync and answer the COMMIT with ROLLBACK; PGlite then throws the write's error.
   */
  const commit = async (last: ReadonlyArray<readonly [string, ReadonlyArray<unknown> | undefined]>) => {
    const parts: Array<Uint8Array> = []
    for (const [sql, params] of last) {
      const statement = prepared.get(sql) ?? (preparable.test(sql) ? await prepare(sql) : undefined)
      if (statement === undefined) throw new Error(`not a statement to send with COMMIT: ${sql.slice(0, 60)}`)
      parts.push(execution(statement, params))
    }
    parts.push(fixed.commit)
    const { results } = await execProtocol(concat(parts), false)
    // Only the last command's tag is read: "ROLLBACK" when a write failed.
    if (results[results.length - 1]?.command === "ROLLBACK")
      throw new Error("the transaction was aborted and rolled back")
  }

  return {
    engine: "pglite",
    query: <Row>(sql: string, params?: ReadonlyArray<unknown>) =>
      queue(async () => {
        const tables = writtenTables(sql)
        try {
          return await run<Row>(sql, params, false)
        } finally {
          reads.written(tables)
        }
      }),
    transaction: <T>(work: (tx: Transaction) => Promise<T>) =>
      queue(async () => {
        let begun = false
        let closed = false
        const written = new Set<string>()
        const last: Array<readonly [string, ReadonlyArray<unknown> | undefined]> = []
        let waiting: Array<Ride> = []
        const send = async <Row>(sql: string, params?: ReadonlyArray<unknown>) => {
          if (closed) throw new Error("Transaction is closed")
          for (const t of writtenTables(sql)) written.add(t)
          const prefix = begun ? undefined : fixed.begin
          begun = true
          const reads = waiting
          waiting = []
          return run<Row>(sql, params, true, prefix, reads)
        }
        /** Sends the reads still waiting, on their own (no statement came for them to ride with). */
        const sendReads = async () => {
          const reads = waiting
          waiting = []
          const prefix = begun ? undefined : fixed.begin
          begun = true
          await runParts(prefix, reads, await readExecutions(reads), [])
        }
        const tx: Transaction = {
          query: send,
          withNext: <Row>(sql: string, params?: ReadonlyArray<unknown>) => {
            if (closed) throw new Error("Transaction is closed")
            let sent = false
            let settled: Promise<Array<Row>> | undefined
            let settle: (error: unknown, rows: Array<unknown>) => void = () => undefined
            const rows = new Promise<Array<Row>>((resolve, reject) => {
              settle = (error, found) => {
                sent = true
                if (error === undefined) resolve(found as Array<Row>)
                else reject(error)
              }
            })
            rows.catch(() => undefined)
            const ride: Ride = { sql, params, settle: (error, found) => settle(error, found) }
            waiting.push(ride)
            return () => {
              if (sent || !waiting.includes(ride)) return rows
              if (closed) return Promise.reject(new Error("Transaction is closed"))
              // No statement came to ride with: the read goes on its own (with any others still waiting).
              settled ??= sendReads().then(
                () => rows,
                () => rows,
              )
              return settled
            }
          },
          atCommit: (sql, params) => {
            if (closed) throw new Error("Transaction is closed")
            for (const t of writtenTables(sql)) written.add(t)
            last.push([sql, params])
          },
        }
        try {
          const result = await work(tx)
          closed = true
          for (const read of waiting) read.settle(new Error("the transaction ended before the read was sent"), [])
          waiting = []
          if (last.length > 0 && !begun) await execProtocol(fixed.begin, false)
          if (begun || last.length > 0) {
            begun = true
            await commit(last)
          }
          return result
        } catch (e) {
          closed = true
          for (const read of waiting) read.settle(new Error("the transaction ended before the read was sent"), [])
          waiting = []
          if (begun) await simple("ROLLBACK").catch(() => undefined)
          throw e
        } finally {
          // After COMMIT (or a rollback, which wrote nothing but costs only a reload): caches of these tables go.
          reads.written(written)
        }
      }),
    exec: (sql) =>
      queue(async () => {
        try {
          await pg.exec(sql)
          await forgetPrepared()
        } finally {
          reads.written(["*"])
        }
      }),
    cached: reads.cached,
    held: reads.held,
    withLock: (name, work) => {
      const own = locks.get(name) ?? makeQueue()
      locks.set(name, own)
      return own(work)
    },
    listen: (channel, onMessage, onState) => {
      const list = hearing.get(channel) ?? []
      list.push(onMessage)
      hearing.set(channel, list)
      let ready = listening.get(channel)
      if (ready === undefined) {
        ready = queue(() => simple(`listen "${channel.replaceAll('"', "")}"`)).then(
          () => true,
          () => false,
        )
        listening.set(channel, ready)
      }
      void ready.then(onState)
    },
    close: () => queue(() => pg.close()),
  }
}

/**
 * PostgreSQL's WebAssembly is the server's hottest code, but V8 first compiles it with its baseline compiler and
 * optimises a function only after a budget of work tuned for web pages: under load, transfers ran some 20% slower for
 * their first seconds (and never reached the optimised speed within an 8-second benchmark). A smaller budget, set
 * before PGlite compiles its module, optimises the hot functions within the first requests.
 */
const tuneWasmTiering = () => setFlagsFromString("--wasm-tiering-budget=200000")

/** Runs initdb for an empty data folder in a child process (see the module's note on memory). */
const initialise = (folder: string) => {
  if (existsSync(folder) && readdirSync(folder).length > 0) return
  const module = createRequire(import.meta.url).resolve("@electric-sql/pglite")
  const script = `require(${JSON.stringify(module)}).PGlite.create(${JSON.stringify(folder)}).then((pg) => pg.close())`
  const done = spawnSync(process.execPath, ["-e", script], { stdio: "inherit" })
  if (done.status !== 0) throw new Error(`initialising PGlite in ${folder} failed (exit ${done.status})`)
}

/**
 * Refuses a data folder that cannot be used as it is, naming what is wrong and what to do: one this user cannot
 * write, or a database folder that exists but is not complete (a lost `PG_VERSION` once made the start re-initialise
 * it and seed the demo over the operator's data). Only a missing or empty folder is initialised.
 */
const checkDataDir = (dataDir: string, folder: string) => {
  try {
    mkdirSync(dataDir, { recursive: true })
    accessSync(dataDir, constants.W_OK)
    if (existsSync(folder)) accessSync(folder, constants.W_OK)
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? String(e)
    throw new Error(
      `The data folder ${dataDir} is not writable by this user (${code}): fix its permissions, or set ARENA_DATA_DIR to a folder this user can write.`,
    )
  }
  if (!existsSync(folder) || readdirSync(folder).length === 0) return
  // The top-level entries first, then what PostgreSQL reads before anything else (its control file): either missing
  // made PGlite abort with a bare "Aborted()".
  const missingTop = ["PG_VERSION", "global", "base"].filter((name) => !existsSync(join(folder, name)))
  const missing = missingTop.length > 0 ? missingTop : ["global/pg_control"].filter((n) => !existsSync(join(folder, n)))
  if (missing.length > 0)
    throw new Error(
      `The data folder ${folder} exists but is not a complete database (missing ${missing.join(", ")}). Arena will not initialise or seed over it: restore it from a backup, or move it away to start a fresh demo database.`,
    )
}

/** Opens the folder's database; any damage the checks above cannot see is said in words, not as the engine's abort. */
const create = async (folder: string): Promise<PGlite> => {
  try {
    return await PGlite.create(folder)
  } catch (e) {
    throw new Error(
      `The database in ${folder} could not be opened (${e instanceof Error ? e.message : String(e)}): its files are damaged or of another version. Arena will not initialise or seed over it: restore it from a backup, or move it away to start a fresh demo database.`,
    )
  }
}

export const openPglite = async (dataDir: string): Promise<Database> => {
  const folder = join(dataDir, "pglite")
  checkDataDir(dataDir, folder)
  initialise(folder)
  tuneWasmTiering()
  return wrap(await create(folder), makeReadCache(true))
}

/**
 * A throwaway in-memory PGlite, for tests; from `template` (a `memoryTemplate`) it starts as a copy of that
 * database instead of running initdb, several times faster.
 */
export const openPgliteMemory = async (template?: Blob): Promise<Database> => {
  tuneWasmTiering()
  return wrap(await PGlite.create(template === undefined ? {} : { loadDataDir: template }), makeReadCache(true))
}

/** An in-memory database prepared by `prepare` (migrated, say), as a data folder `openPgliteMemory` starts from. */
export const memoryTemplate = async (prepare: (db: Database) => Promise<unknown>): Promise<Blob> => {
  tuneWasmTiering()
  const pg = await PGlite.create()
  try {
    await prepare(wrap(pg, makeReadCache(false)))
    return await pg.dumpDataDir("none")
  } finally {
    await pg.close()
  }
}
