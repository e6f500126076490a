/**
 * StrykerJS's vitest runner with one defect worked around: under load a mutant's run can end with its tests collected
 * but none of them executed, and the runner then reports the mutant as surviving (no test failed) although no test
 * ever ran against it (a defect reported upstream, still open for vitest-runner 9.6.1 with perTest coverage). Seen here: `adapters/har/importHar.ts`'s entry check made `true` "survived" a full run of the
 * sanitiser, with 44 covering tests and 0 completed, while the same mutant applied by hand fails 37 tests. Such a run
 * proves nothing about the mutant, so it is run again; one that still executes nothing is reported as an error (not
 * counted in the score, and listed), never as a survivor.
 *
 * Loaded by scripts/mutation.ts as a Stryker plugin (test runner `vitest-retrying`).
 */
import { commonTokens, declareFactoryPlugin, type Injector, PluginKind, tokens } from "@stryker-mutator/api/plugin"
import {
  type MutantRunOptions,
  type MutantRunResult,
  MutantRunStatus,
  type TestRunner,
} from "@stryker-mutator/api/test-runner"
import { strykerPlugins as vitestPlugins } from "@stryker-mutator/vitest-runner"

/** Runs of a mutant that executed no test, tried again before the run is given up as an error. */
export const lostRunAttempts = 4

/** A run that executed none of the tests it was given: nothing was learnt about the mutant. */
export const isLostRun = (result: MutantRunResult): boolean =>
  result.status === MutantRunStatus.Survived && result.nrOfTests === 0

/** Runs `run` until it executes a test, at most `attempts` times; a run that never does is an error. */
export const retryLostRuns = async (
  run: () => Promise<MutantRunResult>,
  attempts = lostRunAttempts,
): Promise<MutantRunResult> => {
  for (let i = 0; i < attempts; i++) {
    const result = await run()
    if (!isLostRun(result)) return result
  }
  return {
    status: MutantRunStatus.Error,
    errorMessage: `no test executed in ${attempts} runs of this mutant: its verdict is unknown, not "survived"`,
  }
}

/** A mutant as Stryker's incremental file keeps it (mutation-testing-report-schema): what the next run reuses. */
interface RecordedMutant {
  readonly status: string
  readonly testsCompleted?: number
}

/** A recorded report of Stryker's: the mutants of each file. */
export interface RecordedReport {
  readonly files: Record<string, { readonly mutants: ReadonlyArray<RecordedMutant> }>
}

/**
 * The report without its lost runs (a survivor no test ran against, recorded before this runner retried them): the
 * next incremental run finds no result for them and tests them again, instead of reusing the false "survived".
 */
export const forgetLostRuns = <R extends RecordedReport>(report: R): { report: R; forgotten: number } => {
  let forgotten = 0
  const files = Object.fromEntries(
    Object.entries(report.files).map(([name, file]) => {
      const mutants = file.mutants.filter((m) => !(m.status === "Survived" && m.testsCompleted === 0))
      forgotten += file.mutants.length - mutants.length
      return [name, { ...file, mutants }]
    }),
  )
  return { report: { ...report, files }, forgotten }
}

/**
 * A recorded report's text with the checkout's absolute path (Stryker writes its project root and the plugin's path
 * as this machine names them) made relative to the checkout: the file is committed, and read on other machines.
 */
export const withoutMachinePaths = (text: string, root: string): string =>
  text
    .split(JSON.stringify(`${root}/`).slice(0, -1))
    .join('"./')
    .split(JSON.stringify(root))
    .join('"."')

const vitestFactory = vitestPlugins[0]!.factory as ((injector: Injector) => TestRunner) & { inject: unknown }

function createRetryingRunner(injector: Injector): TestRunner {
  const inner = vitestFactory(injector)
  return {
    capabilities: () => inner.capabilities(),
    init: async () => inner.init?.(),
    dryRun: (options) => inner.dryRun(options),
    mutantRun: (options: MutantRunOptions) => retryLostRuns(() => inner.mutantRun(options)),
    dispose: async () => inner.dispose?.(),
  }
}
createRetryingRunner.inject = tokens(commonTokens.injector)

export const strykerPlugins = [declareFactoryPlugin(PluginKind.TestRunner, "vitest-retrying", createRetryingRunner)]
