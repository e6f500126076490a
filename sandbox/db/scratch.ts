/**
 * Throw-away databases on a PostgreSQL server, for what starts sandboxes on one: the tests (a database per file, a
 * template per run), the end-to-end runs and the benchmarks. Each is created under a name of the caller's (any left
 * by an interrupted run is dropped first) and dropped with whatever is still connected to it.
 */
import pg from "pg"

export interface ScratchDatabase {
  readonly name: string
  /** Its connection URL: the server's, naming this database. */
  readonly url: string
  /** Drops it, closing the connections still open on it. */
  readonly drop: () => Promise<void>
}

// The name is written into the statements (PostgreSQL takes no parameter there): only plain identifiers.
const identifier = /^[a-z_][a-z0-9_]{0,62}$/

/** Runs one statement on the server at `admin` (a URL whose user may create databases). */
export const adminQuery = async (admin: string, sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** `admin` naming database `name` instead. */
export const databaseUrl = (admin: string, name: string): string => {
  const url = new URL(admin)
  url.pathname = `/${name}`
  return url.toString()
}

/** Creates database `name` on the server at `admin`, empty or as a copy of database `template`. */
export const scratchDatabase = async (admin: string, name: string, template?: string): Promise<ScratchDatabase> => {
  for (const n of template === undefined ? [name] : [name, template])
    if (!identifier.test(n)) throw new Error(`not a plain database name: ${JSON.stringify(n)}`)
  await adminQuery(admin, `drop database if exists ${name} with (force)`)
  await adminQuery(admin, `create database ${name}${template === undefined ? "" : ` template ${template}`}`)
  return {
    name,
    url: databaseUrl(admin, name),
    drop: () => adminQuery(admin, `drop database if exists ${name} with (force)`),
  }
}
