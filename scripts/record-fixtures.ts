/**
 * `npm run fixtures:record [-- --only <name>]`: records every session of scripts/fixtures/sessions against
 * a fresh in-process sandbox through the core's workflows and the Node runtime, makes each a fixture through the
 * sanitising import, and writes `fixtures/<name>.har` with the projection its replay ends with beside it,
 * `fixtures/<name>.projection.json`. The projection is what tests/adapters/fixtures.test.ts compares the replay of
 * the committed HAR with. Exits 1 naming the session that failed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { makeFixture } from "./fixtures/makeFixture.ts"
import { startRecording } from "./fixtures/Recording.ts"
import { startRecordingSandbox } from "./fixtures/recordingSandbox.ts"
import { sessions } from "./fixtures/sessions/index.ts"

const fixturesDir = join(process.cwd(), "fixtures")

const main = async (args: ReadonlyArray<string>): Promise<number> => {
  const onlyAt = args.indexOf("--only")
  const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined
  const chosen = sessions.filter((s) => only === undefined || s.name === only)
  if (chosen.length === 0) {
    console.error(`no session named ${only}; sessions: ${sessions.map((s) => s.name).join(", ")}`)
    return 2
  }
  mkdirSync(fixturesDir, { recursive: true })
  const dataDir = mkdtempSync(join(tmpdir(), "arena-fixtures-"))
  try {
    for (const session of chosen) {
      const sandbox = await startRecordingSandbox(dataDir)
      try {
        const recording = startRecording(sandbox.url)
        const secrets = await session.play(recording)
        const fixture = makeFixture(recording.har(), secrets)
        writeFileSync(join(fixturesDir, `${session.name}.har`), `${JSON.stringify(fixture.har, null, 2)}\n`)
        writeFileSync(
          join(fixturesDir, `${session.name}.projection.json`),
          `${JSON.stringify(fixture.projection, null, 2)}\n`,
        )
        console.log(`${session.name}: ${fixture.har.log.entries.length} exchanges (${session.what})`)
        console.log(`  ${fixture.events.join(", ")}`)
      } catch (e) {
        console.error(`${session.name}: ${e instanceof Error ? e.message : String(e)}`)
        return 1
      } finally {
        await sandbox.stop()
      }
    }
    return 0
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code
  },
  (e: unknown) => {
    console.error(`recording failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
    process.exitCode = 1
  },
)
