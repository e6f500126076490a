/**
 * The sandbox's database, whichever engine holds it: PGlite in the data directory by default, a PostgreSQL server
 * when `DATABASE_URL` is set. Same SQL, same migrations. Every money movement runs in `transaction`.
 */

/** Something SQL can be sent to: the database, or an open transaction. */
export interface Queryable {
  readonly query: <Row = Record<string, unknown>>(sql: string, params?: ReadonlyArray<unknown>) => Promise<Array<Row>>
}

/** An open transaction. */
export interface Transaction extends Queryable {
  /**
   * A last write, sent together with the COMMIT (one call less on the embedded engine); when it fails, nothing of the
   * transaction is committed and `transaction` rejects with its error. Its answer is not read.
   */
  readonly atCommit: (sql: string, params?: ReadonlyArray<unknown>) => void
  /**
   * A read sent together with the transaction's next statement (one call less on the embedded engine); it runs
   * before that statement. The answer's function gives its rows: at once if the next statement has run, else it
   * sends the read on its own. If the call it rode in fails, the rows' promise rejects with that call's error.
   */
  readonly withNext: <Row = Record<string, unknown>>(
    sql: string,
    params?: ReadonlyArray<unknown>,
  ) => () => Promise<Array<Row>>
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction, committed when it resolves, rolled back when it throws. */
  readonly transaction: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>
  /**
   * `load`'s value, kept in memory until one of `tables` is written (db/readCache.ts). Only the embedded PGlite keeps
   * it (this process is its one writer); on PostgreSQL `load` runs every time. Callers must not mutate the value.
   */
  readonly cached: <T>(key: string, tables: ReadonlyArray<string>, load: () => Promise<T>) => Promise<T>
  /** What `cached` holds for `key` and would answer without loading, if anything (never on PostgreSQL). */
  readonly held: <T>(key: string, tables: ReadonlyArray<string>) => T | undefined
  /** Runs a script of several statements (migrations). */
  readonly exec: (sql: string) => Promise<void>
  /**
   * Runs `work` while holding the database-wide lock `name`: on PostgreSQL a session advisory lock, so of several
   * instances starting at once one migrates, seeds or generates the shared key while the others wait; on PGlite (one
   * process) an in-process queue per name.
   */
  readonly withLock: <T>(name: string, work: () => Promise<T>) => Promise<T>
  /**
   * Hears the notifications of `channel` (`pg_notify`) sent by any instance. `onMessage` gets each payload;
   * `onState(true)` once listening, `onState(false)` when the connection is lost (notifications may have been missed
   * until the next `true`: the listener reconnects by itself). On PGlite (one process, its one connection every
   * writer) the connection LISTENs too and hears the notifications of its own commits, after the writer's call settled.
   */
  readonly listen: (
    channel: string,
    onMessage: (payload: string) => void,
    onState: (listening: boolean) => void,
  ) => void
  readonly close: () => Promise<void>
  /** `pglite` or `postgres`. */
  readonly engine: "pglite" | "postgres"
}

/** Opens the database the configuration names. */
export const open = async (options: { readonly dataDir: string; readonly databaseUrl: string | undefined }) => {
  if (options.databaseUrl !== undefined) {
    const { openPostgres } = await import("./postgres.ts")
    return openPostgres(options.databaseUrl)
  }
  const { openPglite } = await import("./pglite.ts")
  return openPglite(options.dataDir)
}
