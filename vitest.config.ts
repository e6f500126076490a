import { availableParallelism } from "node:os"
import { defineConfig } from "vitest/config"
import { BaseSequencer, type TestSpecification } from "vitest/node"

// One runner for every layer: core unit and property tests beside the code, cross-layer tests in tests/. Projects
// differ only in what a file needs:
// - core: pure code with no module state to leak between files, so its files share their workers' module cache
//   (isolate: false) instead of importing Effect anew for each of some two hundred files;
// - ui: the React tests, with Testing Library's set-up, each file with modules of its own: the portal's stores and
//   its first-interaction flag are module state, and some files replace a module (vi.mock) for all who import it;
// - sandbox: the files that start a real sandbox on PGlite, on databases copied from one migrated template per run;
// - postgres: the sandbox files on PostgreSQL when ARENA_TEST_PG names a server (`npm test` starts one);
//   both share their workers' module cache too: each file starts sandboxes of its own (a database, a clock, a key of
//   its own: harness.ts), so what a file sees of another is only the modules' code, and importing the whole sandbox
//   anew for each of some fifty files was most of their time (on PostgreSQL: import 562 s of worker time isolated,
//   58 s shared, all 436 tests passing both ways);
// - unit: everything else, sharing module caches as well (its three files that replace a global put it back).
// All share one pool of worker processes. Under mutation testing (scripts/mutation.ts sets ARENA_MUTATION) every file
// imports anew: a module's cache (compiled patterns) kept from an earlier mutant's run would otherwise hide the mutant
// under test.
// A run that mutates only the sandbox's files shares modules as CI does (ARENA_MUTATION=shared; scripts/mutation.ts
// says why that is safe there).
const shared = process.env.ARENA_MUTATION !== "1"
// The files outside tests/sandbox that start a sandbox or open an embedded database: they run in the sandbox project,
// on PGlite, for its migrated template (template.ts). Elsewhere each opened its database with initdb and migrated it,
// some 5 to 10 s of CPU a file (the library's guide, the session download, the live stream, the database wrapper).
const templateFiles = [
  "tests/adapters/sandboxClient.test.ts",
  "tests/adapters/sessionDownload.test.ts",
  "tests/adapters/liveStream.test.ts",
  "tests/lib/package.test.ts",
  "sandbox/db/pglite.test.ts",
  "sandbox/db/wire.test.ts",
]
const sandboxFiles = ["tests/sandbox/**/*.test.ts", ...templateFiles]
// With a PostgreSQL server (as `npm test` starts one) the sandbox files run on it, and on the embedded engine (PGlite,
// `npm start`'s default, which the end-to-end tests' sandboxes also run on) only those whose subject is the engine:
// its crash safety and data folder, its read cache, and the claims and locks whose atomicity each engine gives its own
// way (PGlite serialises, PostgreSQL locks rows), and the template files above, which run on PGlite only. Running
// every file on both cost CI some 200 s for nothing the engines do differently. Without a server, every sandbox file
// runs on PGlite.
const pgliteFiles = [
  "tests/sandbox/crash.test.ts",
  "tests/sandbox/dataDir.test.ts",
  "tests/sandbox/balanceCache.test.ts",
  "tests/sandbox/concurrency.test.ts",
  "tests/sandbox/limitsRace.test.ts",
  "tests/sandbox/spendBudgets.test.ts",
  "tests/sandbox/admission.test.ts",
  "tests/sandbox/settlement.test.ts",
  "tests/sandbox/agentSettlement.test.ts",
  "tests/sandbox/productionStart.test.ts",
  ...templateFiles,
]
const uiFiles = ["ui/**/*.test.{ts,tsx}", "tests/ui/**/*.test.{ts,tsx}"]

const pgUrl = process.env.ARENA_TEST_PG

// The order the two workers take the files in, so that they finish together: the projects holding the slowest files
// first (the sandbox files, each some seconds; the library's pack and install, the crash test, the two-instance
// cluster are the slowest of all), the UI's, then core's two hundred files of milliseconds last, to fill the tail. A
// project's files stay together: a worker that shares its modules (isolate: false) is kept only for the next file of
// its own project. Within a project the slowest known files go first, then vitest's own order (the durations it
// remembers, else the larger files first: a fresh clone, as CI's, has no durations).
const projectOrder = ["sandbox", "postgres", "unit", "ui", "core"]
const slowest = [
  "tests/lib/package.test.ts",
  "tests/sandbox/crash.test.ts",
  "tests/scale/cluster.test.ts",
  "tests/sandbox/gamesBrowser.test.ts",
  "tests/adapters/cli.test.ts",
]
class SlowestFirst extends BaseSequencer {
  override async sort(files: Array<TestSpecification>): Promise<Array<TestSpecification>> {
    const rank = (spec: TestSpecification) => {
      const project = projectOrder.indexOf(spec.project.name)
      const known = slowest.findIndex((file) => spec.moduleId.endsWith(`/${file}`))
      return [project < 0 ? projectOrder.length : project, known < 0 ? slowest.length : known] as const
    }
    const ordered = (await super.sort(files)).map((spec, at) => ({ spec, at, rank: rank(spec) }))
    ordered.sort((a, b) => a.rank[0] - b.rank[0] || a.rank[1] - b.rank[1] || a.at - b.at)
    return ordered.map((o) => o.spec)
  }
}

export default defineConfig({
  test: {
    pool: "forks",
    sequence: { sequencer: SlowestFirst },
    // Vitest's default on a 2-core machine is ONE worker (cores - 1): one worker per core keeps both busy.
    maxWorkers: availableParallelism(),
    // Long enough for a test that starts sandboxes on a loaded machine; the few longer ones (a process killed and
    // restarted, a browser started) say their own timeout.
    testTimeout: 60_000,
    // As Playwright's config does on CI: a test failing once on a loaded machine is run again, and the report names
    // it as retried, so load-bound flakiness is seen without a whole CI run being lost to it.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
    exclude: ["node_modules/**", "dist/**", "tests/e2e/**"],
    // The sandboxes the tests start (in process or as child processes) hash passwords at the cheapest cost a
    // development sandbox allows (sandbox/config.ts): hashing at the production cost was a fifth of their time.
    env: { ARENA_TEST_PG: "", ARENA_PASSWORD_COST: "1024" },
    projects: [
      { extends: true, test: { name: "core", include: ["core/**/*.test.ts"], isolate: !shared } },
      { extends: true, test: { name: "ui", include: uiFiles, setupFiles: ["ui/testing/setup.ts"] } },
      {
        extends: true,
        test: {
          name: "sandbox",
          include: pgUrl ? pgliteFiles : sandboxFiles,
          globalSetup: ["tests/sandbox/template.ts"],
          isolate: !shared,
        },
      },
      {
        extends: true,
        test: {
          name: "unit",
          include: ["adapters/**/*.test.ts", "sandbox/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
          exclude: ["node_modules/**", "dist/**", "tests/e2e/**", "tests/ui/**", "tests/scale/**", ...sandboxFiles],
          isolate: !shared,
        },
      },
      ...(pgUrl
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                // tests/scale runs several instances on one PostgreSQL: only here.
                include: ["tests/sandbox/**/*.test.ts", "tests/scale/**/*.test.ts"],
                globalSetup: ["tests/sandbox/template.ts"],
                env: { ARENA_TEST_PG: pgUrl },
                isolate: !shared,
              },
            },
          ]
        : []),
    ],
  },
})
