/**
 * Runs the SQL migrations of sandbox/migrations/ in name order, each once, recorded in `schema_migrations`.
 * The same files serve PGlite and PostgreSQL.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { Database, Queryable } from "./Database.ts"

const folder = join(import.meta.dirname, "..", "migrations")

/**
 * Applies the migrations not applied yet; returns their names. Under the database-wide lock `arena:migrate`, so of
 * several instances starting at once on one PostgreSQL one migrates and the others then find nothing left to do.
 */
export const migrate = (db: Database): Promise<ReadonlyArray<string>> => db.withLock("arena:migrate", () => pending(db))

const pending = async (db: Database): Promise<ReadonlyArray<string>> => {
  await db.exec(
    "create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())",
  )
  const done = new Set((await db.query<{ name: string }>("select name from schema_migrations")).map((r) => r.name))
  const applied: Array<string> = []
  for (const name of migrationFiles()) {
    if (done.has(name)) continue
    const sql = readFileSync(join(folder, name), "utf8")
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(sql)) await tx.query(statement)
      await tx.query("insert into schema_migrations (name) values ($1)", [name])
    })
    applied.push(name)
  }
  return applied
}

/** Whether every migration of sandbox/migrations/ is applied (readiness). */
export const migrationsApplied = async (db: Queryable): Promise<boolean> => {
  const names = migrationFiles()
  const [row] = await db.query<{ n: unknown }>("select count(*) as n from schema_migrations where name = any($1)", [
    names,
  ])
  return Number(row?.n) === names.length
}

let files: ReadonlyArray<string> | undefined
const migrationFiles = (): ReadonlyArray<string> => {
  files ??= readdirSync(folder)
    .filter((f) => f.endsWith(".sql"))
    .sort()
  return files
}

/** Splits a script on top-level semicolons, keeping `$$`-quoted function bodies whole. */
export const splitStatements = (sql: string): Array<string> => {
  const out: Array<string> = []
  let current = ""
  let dollar = false
  for (const line of sql.split("\n")) {
    const trimmed = line.trim()
    if (!dollar && (trimmed.startsWith("--") || trimmed === "")) continue
    current += line + "\n"
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) dollar = !dollar
    if (!dollar && trimmed.endsWith(";")) {
      out.push(current.trim())
      current = ""
    }
  }
  if (current.trim() !== "") out.push(current.trim())
  return out
}
