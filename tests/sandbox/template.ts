/**
 * Vitest global set-up of the sandbox tests: the migrations run once per run, into a template, and each test file's
 * database starts as a copy of it (harness.ts `freshDatabase`) instead of being created and migrated from nothing.
 * On PGlite the template is a dump of a migrated data folder (loading it skips initdb, the slowest part of opening
 * PGlite); on PostgreSQL it is a migrated database that `create database ... template` copies. Seeding stays per
 * file: the demo brand is seeded at the time of the file's own clock.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { TestProject } from "vitest/node"
import { migrate } from "../../sandbox/db/migrate.ts"
import { memoryTemplate } from "../../sandbox/db/pglite.ts"
import { openPostgres } from "../../sandbox/db/postgres.ts"
import { scratchDatabase } from "../../sandbox/db/scratch.ts"

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data folder (PGlite runs). */
    readonly pgliteTemplate: string
    /** A migrated database on the `ARENA_TEST_PG` server (PostgreSQL runs). */
    readonly pgTemplate: string
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const admin = project.config.env?.ARENA_TEST_PG
  if (admin) {
    const scratch = await scratchDatabase(admin, `arena_template_${process.pid}`)
    const db = await openPostgres(scratch.url)
    try {
      await migrate(db)
    } finally {
      await db.close()
    }
    project.provide("pgTemplate", scratch.name)
    return scratch.drop
  }
  const dir = mkdtempSync(join(tmpdir(), "arena-template-"))
  const file = join(dir, "pglite.tar")
  const dump = await memoryTemplate(migrate)
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()))
  project.provide("pgliteTemplate", file)
  return async () => rmSync(dir, { recursive: true, force: true })
}
