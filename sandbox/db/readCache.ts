/**
 * Reads kept in memory until the tables they come from are written (the benchmark goals: a balance call should
 * cost no query). Exact only when this process is the database's one writer: the embedded PGlite, which no other
 * process can open. The database counts writes per table (the tables an SQL text inserts into, updates, deletes
 * from; the migrations define no function that writes), bumped AFTER the statement or the transaction is over; a read is kept only
 * if no table it depends on was written while it ran, and used only while none has been written since. DDL and
 * scripts count as writing every table. On PostgreSQL (other processes may write) nothing is kept.
 */

/** How many reads are kept at most; beyond that the cache starts again empty. */
const maxEntries = 10_000

const identifier = String.raw`(?:"?[a-z_][a-z0-9_$]*"?\.)?"?([a-z_][a-z0-9_$]*)"?`
const writes = new RegExp(
  String.raw`\b(?:insert\s+into|update(?:\s+only)?|delete\s+from(?:\s+only)?|truncate(?:\s+table)?(?:\s+only)?|merge\s+into|copy)\s+${identifier}`,
  "gi",
)
const ddl =
  /^\s*(create|alter|drop|grant|revoke|comment|vacuum|cluster|reindex|refresh|import|lock|do|call|set|reset|discard)\b/i

/** The tables an SQL text may write; `*` when it may write anything (DDL, a script, a procedure). */
export const writtenTables = (sql: string): ReadonlyArray<string> => {
  const tables = new Set<string>()
  if (ddl.test(sql)) return ["*"]
  for (const m of sql.matchAll(writes)) if (m[1] !== undefined) tables.add(m[1].toLowerCase())
  return [...tables]
}

export interface ReadCache {
  /** `load`'s value, read again only after one of `tables` has been written. Callers must not mutate it. */
  readonly cached: <T>(key: string, tables: ReadonlyArray<string>, load: () => Promise<T>) => Promise<T>
  /**
   * The value `cached` would answer for `key` without loading, if it holds one still valid for `tables`; undefined
   * otherwise (and always on PostgreSQL). For a caller that can skip its work at once when the answer is known.
   */
  readonly held: <T>(key: string, tables: ReadonlyArray<string>) => T | undefined
  /** Records that `tables` were written (committed). */
  readonly written: (tables: Iterable<string>) => void
}

/** A cache; `enabled` false makes `cached` load every time (PostgreSQL). */
export const makeReadCache = (enabled: boolean): ReadCache => {
  const epochs = new Map<string, number>()
  let everything = 0
  const entries = new Map<string, { readonly value: unknown; readonly epoch: number }>()
  const epochOf = (tables: ReadonlyArray<string>) => {
    let e = everything
    for (const t of tables) e += epochs.get(t) ?? 0
    return e
  }
  return {
    cached: async <T>(key: string, tables: ReadonlyArray<string>, load: () => Promise<T>): Promise<T> => {
      if (!enabled) return load()
      const before = epochOf(tables)
      const hit = entries.get(key)
      if (hit !== undefined && hit.epoch === before) return hit.value as T
      const value = await load()
      if (epochOf(tables) === before) {
        if (entries.size >= maxEntries) entries.clear()
        entries.set(key, { value, epoch: before })
      }
      return value
    },
    held: <T>(key: string, tables: ReadonlyArray<string>): T | undefined => {
      const hit = enabled ? entries.get(key) : undefined
      return hit !== undefined && hit.epoch === epochOf(tables) ? (hit.value as T) : undefined
    },
    written: (tables) => {
      if (!enabled) return
      for (const t of tables) {
        if (t === "*") everything++
        else epochs.set(t, (epochs.get(t) ?? 0) + 1)
      }
    },
  }
}
