import { type MutantRunResult, MutantRunStatus } from "@stryker-mutator/api/test-runner"
import { describe, expect, it } from "vitest"
import { forgetLostRuns, isLostRun, lostRunAttempts, retryLostRuns, withoutMachinePaths } from "./mutationRunner.ts"

const lost: MutantRunResult = { status: MutantRunStatus.Survived, nrOfTests: 0 }
const survived: MutantRunResult = { status: MutantRunStatus.Survived, nrOfTests: 3 }
const killed: MutantRunResult = { status: MutantRunStatus.Killed, failureMessage: "x", killedBy: ["t"], nrOfTests: 1 }

/** A mutant's runs answering `results` in turn; counts the runs made. */
const runs = (results: ReadonlyArray<MutantRunResult>) => {
  let made = 0
  return {
    run: async () => results[Math.min(made++, results.length - 1)]!,
    made: () => made,
  }
}

describe("a mutant run that executed no test", () => {
  it("is lost only when it survived with no test run", () => {
    expect(isLostRun(lost)).toBe(true)
    expect(isLostRun(survived)).toBe(false)
    expect(isLostRun(killed)).toBe(false)
  })

  it("is run again until a test runs, and the first real verdict is kept", async () => {
    const r = runs([lost, lost, killed])
    expect(await retryLostRuns(r.run)).toEqual(killed)
    expect(r.made()).toBe(3)
    const s = runs([lost, survived])
    expect(await retryLostRuns(s.run)).toEqual(survived)
    expect(s.made()).toBe(2)
  })

  it("runs a mutant whose first run executed tests once", async () => {
    const r = runs([survived, killed])
    expect(await retryLostRuns(r.run)).toEqual(survived)
    expect(r.made()).toBe(1)
  })

  it("is an error, never a survivor, when no run executes a test", async () => {
    const r = runs([lost])
    const result = await retryLostRuns(r.run)
    expect(result.status).toBe(MutantRunStatus.Error)
    expect(r.made()).toBe(lostRunAttempts)
  })

  it("is dropped from a recorded report, so the next incremental run tests it again", () => {
    const report = {
      schemaVersion: "2",
      files: {
        "a.ts": {
          language: "typescript",
          mutants: [
            { id: "1", status: "Survived", testsCompleted: 0 },
            { id: "2", status: "Survived", testsCompleted: 4 },
            { id: "3", status: "Killed", testsCompleted: 1 },
            { id: "4", status: "NoCoverage", testsCompleted: 0 },
          ],
        },
        "b.ts": { language: "typescript", mutants: [{ id: "5", status: "Survived", testsCompleted: 0 }] },
      },
    }
    const { report: kept, forgotten } = forgetLostRuns(report)
    expect(forgotten).toBe(2)
    expect(kept.files["a.ts"]!.mutants.map((m) => m.id)).toEqual(["2", "3", "4"])
    expect(kept.files["a.ts"]!.language).toBe("typescript")
    expect(kept.files["b.ts"]!.mutants).toEqual([])
    expect(kept.schemaVersion).toBe("2")
  })
})

describe("a recorded report", () => {
  it("names files relative to the checkout, never by this machine's path", () => {
    const text = JSON.stringify({
      projectRoot: "/home/dev/arena",
      config: { plugins: ["@stryker-mutator/vitest-runner", "/home/dev/arena/scripts/mutationRunner.ts"] },
      files: { "sandbox/a.ts": { source: "const other = '/home/dev/arena-old'" } },
    })
    expect(JSON.parse(withoutMachinePaths(text, "/home/dev/arena"))).toEqual({
      projectRoot: ".",
      config: { plugins: ["@stryker-mutator/vitest-runner", "./scripts/mutationRunner.ts"] },
      files: { "sandbox/a.ts": { source: "const other = '/home/dev/arena-old'" } },
    })
  })
})
