/**
 * `npm run test:mutation [-- --module <name>[,<name>]] [--mutate <glob>] [--tests <glob>]`: mutation testing (StrykerJS
 * with its vitest runner) over the modules where a wrong line costs money or trust. Each mutant is a small change of
 * one line (a `>=` made `>`, a condition made `true`, a statement removed); a test must fail for it. Prints the score
 * per module (killed / valid mutants, as Stryker counts: a mutant no test reaches counts as surviving) and writes the
 * surviving mutants to `.cache/stryker/survivors.txt` (and each module's to `<module>.survivors.txt`), one a line with
 * its place and its change. Each module runs against its own tests only (Stryker's `testFiles`): a mutant counts as
 * killed by the tests that pin its module.
 *
 * Incremental: Stryker's incremental files (`tests/mutation/<module>.incremental.json`, committed) keep each mutant's
 * result with the tests that ran it, so a re-run tests only the mutants of code or tests that changed, on any machine:
 * a fresh clone starts from the last recorded run, not from nothing (a sandbox module's full run costs 15 to 45
 * minutes on two cores). `--concurrency <n>` (default 1) runs n test processes: 2 on an otherwise idle two-core machine.
 * `--force` reuses nothing recorded (after a change only in a helper the tests import, which Stryker does not compare).
 * The last line is one JSON object of figures (`mutation.score`, `mutation.score.<module>`), as `npm run bench`
 * prints them. CPU-heavy: scope a run while developing (`--module sanitiser [--mutate adapters/har/secrets.ts]`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { relative, resolve } from "node:path"
import type { MutantResult } from "@stryker-mutator/api/core"
import { Stryker } from "@stryker-mutator/core"
import { forgetLostRuns, type RecordedReport, withoutMachinePaths } from "./mutationRunner.ts"
import { postgresBin, startPostgres } from "./test.ts"

/** A module whose mutation score is a figure: the files mutated and the tests that must catch their mutants. */
export interface MutationModule {
  readonly mutate: ReadonlyArray<string>
  readonly tests: ReadonlyArray<string>
}

/** The modules where a wrong line costs money or trust. */
export const mutationModules: Record<string, MutationModule> = {
  // reads.ts, lines.ts and batch.ts are the ledger too: the only other places its tables are read or written (the
  // one-rule lint). Lines are read by the record lists (moneyRecords), batches written by settlement.
  ledger: {
    mutate: [
      "sandbox/ledger/ledger.ts",
      "sandbox/ledger/idempotency.ts",
      "sandbox/ledger/reads.ts",
      "sandbox/ledger/lines.ts",
      "sandbox/ledger/batch.ts",
    ],
    tests: [
      "tests/sandbox/ledger.test.ts",
      "tests/sandbox/money.test.ts",
      "tests/sandbox/moneyRecords.test.ts",
      "tests/sandbox/concurrency.test.ts",
      "tests/sandbox/agentSettlement.test.ts",
    ],
  },
  // The money calls: transfers between wallets, deposits, withdrawals, an agent's transfer to a downline, and the
  // payment password that guards the last two.
  money: {
    mutate: [
      "sandbox/money/wallets.ts",
      "sandbox/money/paymentPassword.ts",
      "sandbox/money/deposits.ts",
      "sandbox/money/withdrawals.ts",
      "sandbox/money/agentTransfers.ts",
    ],
    tests: [
      "tests/sandbox/money*.test.ts",
      "tests/sandbox/limitsRace.test.ts",
      "tests/sandbox/withdrawalDelay.test.ts",
      "tests/sandbox/trialMoneyGuard.test.ts",
      "tests/sandbox/agent.test.ts",
      // The balance's answer is kept by the embedded engine's read cache, under the member's key until a write of
      // the tables it reads: only this file (on PGlite) sees a key or a table named wrong.
      "tests/sandbox/balanceCache.test.ts",
    ],
  },
  login: {
    mutate: ["sandbox/accounts/loginFailures.ts", "sandbox/accounts/login.ts", "sandbox/accounts/smsCodes.ts"],
    // spendBudgets.test.ts: the SMS codes' destinations and budgets (the pumping guards of smsCodes.ts); loginEdges: the
    // lengths accepted and each refusal's words; brandSwitches: the brand's verification check before the password.
    tests: [
      "tests/sandbox/limitsRace.test.ts",
      "tests/sandbox/session*.test.ts",
      "tests/sandbox/spendBudgets.test.ts",
      "tests/sandbox/loginEdges.test.ts",
      "tests/sandbox/brandSwitches.test.ts",
    ],
  },
  protection: {
    mutate: ["core/model/Protection.ts", "sandbox/protection/limits.ts"],
    tests: ["core/model/Protection*.test.ts", "tests/sandbox/protection*.test.ts"],
  },
  settlement: {
    mutate: ["sandbox/agents/settlement.ts", "sandbox/agents/contractTerms.ts"],
    // settlement.test.ts checks every period's amount against the formula written apart from the code, and the held
    // payments, over random trees and clock moves; agentSettlement.test.ts the same close over the wire.
    tests: ["sandbox/agents/*.test.ts", "tests/sandbox/agentSettlement.test.ts", "tests/sandbox/settlement.test.ts"],
  },
  sanitiser: { mutate: ["adapters/har/secrets.ts", "adapters/har/importHar.ts"], tests: ["adapters/har/*.test.ts"] },
  contract: {
    mutate: ["core/contract/openApi.ts", "core/contract/decode.ts", "core/contract/Endpoint.ts"],
    tests: ["core/contract/**/*.test.ts"],
  },
  validation: {
    mutate: ["core/validation/Patterns.ts", "core/validation/RuleCheck.ts", "core/validation/AcceptedPattern.ts"],
    tests: ["core/validation/*.test.ts"],
  },
}

const cache = ".cache/stryker"
/** Committed, unlike the cache: what a fresh clone's run starts from. */
const recorded = "tests/mutation"

// vitest.config.ts isolates core's test files under mutation: a module-level cache must not outlive a mutant's run.
process.env.ARENA_MUTATION = "1"

/** Killed (or timed out) over valid mutants, in percent; NaN when there is none. */
const scoreOf = (results: ReadonlyArray<MutantResult>): number => {
  const valid = results.filter((m) => !["CompileError", "RuntimeError", "Ignored", "Pending"].includes(m.status))
  const detected = valid.filter((m) => m.status === "Killed" || m.status === "Timeout")
  return valid.length === 0 ? Number.NaN : Math.round((1000 * detected.length) / valid.length) / 10
}

// Relative to the checkout: Stryker names files by their absolute path, which says nothing to another machine.
const survivorLine = (m: MutantResult) =>
  `${relative(process.cwd(), m.fileName)}:${m.location.start.line}:${m.location.start.column} ${m.status} ${m.mutatorName}: ${JSON.stringify(m.replacement ?? "")}`

/** Writes the surviving (or unreached) mutants to `file`, one a line, sorted; answers how many there are. */
const writeSurvivors = (file: string, results: ReadonlyArray<MutantResult>): number => {
  const survivors = results.filter((m) => m.status === "Survived" || m.status === "NoCoverage").map(survivorLine)
  writeFileSync(file, survivors.length === 0 ? "" : `${survivors.sort().join("\n")}\n`)
  return survivors.length
}

/**
 * Whether the test files of a run may share their worker's modules, as they do in CI (vitest.config.ts reads
 * ARENA_MUTATION in the test processes Stryker starts). Not where a module would keep a value computed under one
 * mutant for the next: core's compiled patterns (core/validation/AcceptedPattern.ts) would answer for a later
 * mutant, so a run that mutates core imports anew for each file. The sandbox's mutated files keep nothing across
 * calls at module level but the ledger's in-flight keys (emptied as each call ends) and login's one dummy hash (a
 * timing guard), and each test file starts sandboxes of its own; importing the sandbox anew for each file was most
 * of a sandbox mutant's cost.
 */
const sharesModules = (mutate: ReadonlyArray<string>) => mutate.every((f) => f.startsWith("sandbox/"))

/** Drops the lost runs a recorded report holds, so this run tests those mutants again (scripts/mutationRunner.ts). */
const forgetLostRunsOf = (file: string) => {
  if (!existsSync(file)) return
  const { report, forgotten } = forgetLostRuns(JSON.parse(readFileSync(file, "utf8")) as RecordedReport)
  if (forgotten > 0) writeFileSync(file, JSON.stringify(report))
}

/** One Stryker run: the files mutated against the module's tests, with the module's own incremental file. */
const strykerRun = (
  name: string,
  mutate: ReadonlyArray<string>,
  tests: ReadonlyArray<string>,
  concurrency: number,
  force: boolean,
) => {
  process.env.ARENA_MUTATION = sharesModules(mutate) ? "shared" : "1"
  forgetLostRunsOf(`${recorded}/${name}.incremental.json`)
  return new Stryker({
    // vitest's runner, with a run that executed no test tried again rather than counted a survivor
    // (scripts/mutationRunner.ts says why).
    testRunner: "vitest-retrying",
    plugins: ["@stryker-mutator/vitest-runner", resolve("scripts/mutationRunner.ts")],
    // The test runner processes load that plugin, TypeScript, through tsx as this process does.
    testRunnerNodeArgs: ["--import", "tsx"],
    vitest: { configFile: "vitest.config.ts", related: false },
    mutate: [...mutate],
    testFiles: [...tests],
    coverageAnalysis: "perTest",
    incremental: true,
    // Reuses nothing recorded: for a change Stryker cannot see (a helper the tests import; docs/decisions.md).
    force,
    incrementalFile: `${recorded}/${name}.incremental.json`,
    // A folder per module, so two modules can run at once without one's clean-up removing the other's sandbox.
    tempDirName: `${cache}/tmp-${name}`,
    // Stryker leaves out its own folder only: without this a run copies the sandboxes of the modules running beside
    // it (6,792 files instead of 1,696 with two others running; 13 minutes of copying on the loaded machine).
    ignorePatterns: ["/.cache"],
    cleanTempDir: "always",
    // Two cores shared with other work: by default one test process beside Stryker's own.
    concurrency,
    timeoutMS: 60_000,
    // The sandbox modules' tests start real sandboxes: their first run is long on a loaded machine.
    dryRunTimeoutMinutes: 30,
    // progress-append-only: a line every few seconds with the mutants tested and the time left, for runs of hours.
    reporters: ["clear-text", "progress-append-only"],
    clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, reportMutants: false },
    ignoreStatic: true,
  }).runMutationTest()
}

/**
 * Runs the modules (or, with `mutate`, those files against the first module's tests; with `tests`, against those
 * test files only: a partial run of a sandbox module over its core file, its sandbox tests left out); answers the
 * figures and writes the survivors.
 */
export const runMutation = async (
  modules: ReadonlyArray<string>,
  mutate: ReadonlyArray<string> | undefined,
  log: (line: string) => void,
  tests?: ReadonlyArray<string>,
  concurrency = 1,
  force = false,
): Promise<Record<string, number>> => {
  mkdirSync(cache, { recursive: true })
  mkdirSync(recorded, { recursive: true })
  const all: Array<MutantResult> = []
  const figures: Record<string, number> = {}
  const postgres = await postgresFor(
    modules.flatMap((name) => mutate ?? mutationModules[name]!.mutate),
    log,
  )
  try {
    await runEach(modules, mutate, tests, concurrency, force, log, all, figures)
  } finally {
    postgres?.stop()
  }
  figures["mutation.score"] = scoreOf(all)
  const survivors = writeSurvivors(`${cache}/survivors.txt`, all)
  log(`overall: ${figures["mutation.score"]}%; ${survivors} survivors in ${cache}/survivors.txt`)
  return figures
}

/**
 * The sandbox's tests run on PostgreSQL in CI (scripts/test.ts), so its mutants are tested there too when PostgreSQL
 * is installed: the branches only PostgreSQL takes (the advisory locks that serialise two instances' claims of one
 * key or one number) are measured, and its tests run several times faster than on the embedded PGlite. A server named
 * by ARENA_TEST_PG is used as it is; otherwise a throw-away one is started for the run (the test processes Stryker
 * starts inherit the variable).
 */
const postgresFor = async (mutated: ReadonlyArray<string>, log: (line: string) => void) => {
  if (process.env.ARENA_TEST_PG || !mutated.some((f) => f.startsWith("sandbox/")) || postgresBin() === undefined)
    return undefined
  const server = await startPostgres()
  process.env.ARENA_TEST_PG = server.url
  log(`the sandbox's tests run on a throw-away PostgreSQL (${server.url})`)
  return server
}

const runEach = async (
  modules: ReadonlyArray<string>,
  mutate: ReadonlyArray<string> | undefined,
  tests: ReadonlyArray<string> | undefined,
  concurrency: number,
  force: boolean,
  log: (line: string) => void,
  all: Array<MutantResult>,
  figures: Record<string, number>,
) => {
  for (const name of modules) {
    const module = mutationModules[name]!
    const results = await strykerRun(name, mutate ?? module.mutate, tests ?? module.tests, concurrency, force)
    const file = `${recorded}/${name}.incremental.json`
    if (existsSync(file)) writeFileSync(file, withoutMachinePaths(readFileSync(file, "utf8"), process.cwd()))
    all.push(...results)
    figures[`mutation.score.${name}`] = scoreOf(results)
    // Each module's own list too: two modules run at once each rewrite survivors.txt with their own.
    writeSurvivors(`${cache}/${name}.survivors.txt`, results)
    log(`${name}: ${scoreOf(results)}% of ${results.length} mutants killed`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const listAfter = (flag: string) => {
    const at = args.indexOf(flag)
    return at >= 0 ? (args[at + 1] ?? "").split(",").filter((a) => a !== "") : undefined
  }
  const modules = listAfter("--module") ?? Object.keys(mutationModules)
  const unknown = modules.filter((m) => !(m in mutationModules))
  if ((listAfter("--mutate") !== undefined || listAfter("--tests") !== undefined) && modules.length !== 1) {
    console.error("--mutate and --tests need one --module: the module whose incremental file the run keeps")
    process.exit(2)
  }
  if (unknown.length > 0) {
    console.error(`unknown module(s): ${unknown.join(", ")}; known: ${Object.keys(mutationModules).join(", ")}`)
    process.exit(2)
  }
  const concurrency = Number(listAfter("--concurrency")?.[0] ?? 1)
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    console.error("--concurrency needs a whole number of test processes, at least 1")
    process.exit(2)
  }
  const figures = await runMutation(
    modules,
    listAfter("--mutate"),
    (line) => console.log(line),
    listAfter("--tests"),
    concurrency,
    args.includes("--force"),
  )
  console.log(JSON.stringify(figures))
}
