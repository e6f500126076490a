/**
 * Each figure beside its committed baseline (scripts/bench/baseline.json) and its budget (scripts/bench/budgets.ts):
 * what `npm run bench` prints, and what its `--check` fails on. A "goal" run holds every figure to its budget; a
 * "smoke" run (the CI gate's short measurement of the noisy figures) holds a noisy figure to its wide smoke bound
 * instead, and a deterministic one to its budget as ever.
 */
import type { Budget } from "./budgets.ts"

export interface Verdict {
  readonly name: string
  readonly value: number
  readonly baseline: number | undefined
  /** (value - baseline) / baseline, when there is a baseline. */
  readonly change: number | undefined
  /** The bound the figure was held to, as text ("min 0.5"), if any. */
  readonly bound: string | undefined
  readonly ok: boolean
}

export type Mode = "goal" | "smoke"

const bounds = (budget: Budget | undefined, mode: Mode): { min?: number; max?: number } => {
  if (budget === undefined) return {}
  const noisy = budget.smokeMin !== undefined || budget.smokeMax !== undefined
  if (mode === "smoke" && noisy) {
    return {
      ...(budget.smokeMin === undefined ? {} : { min: budget.smokeMin }),
      ...(budget.smokeMax === undefined ? {} : { max: budget.smokeMax }),
    }
  }
  return {
    ...(budget.min === undefined ? {} : { min: budget.min }),
    ...(budget.max === undefined ? {} : { max: budget.max }),
  }
}

/** The verdict on each figure, in the order measured. */
export const verdicts = (
  figures: Readonly<Record<string, number>>,
  baseline: Readonly<Record<string, number>>,
  budgets: Readonly<Record<string, Budget>>,
  mode: Mode,
): ReadonlyArray<Verdict> =>
  Object.entries(figures).map(([name, value]) => {
    const base = baseline[name]
    const { min, max } = bounds(budgets[name], mode)
    const bound = [min === undefined ? "" : `min ${min}`, max === undefined ? "" : `max ${max}`]
      .filter((b) => b !== "")
      .join(", ")
    return {
      name,
      value,
      baseline: base,
      change: base === undefined || base === 0 ? undefined : (value - base) / base,
      bound: bound === "" ? undefined : bound,
      ok: (min === undefined || value >= min) && (max === undefined || value <= max),
    }
  })

const num = (v: number) => v.toLocaleString("en-US", { maximumFractionDigits: 3 })

/** One line per figure: value, baseline and change, bound and verdict. */
export const formatVerdicts = (rows: ReadonlyArray<Verdict>): string =>
  rows
    .map((r) => {
      const base =
        r.baseline === undefined
          ? "no baseline"
          : `baseline ${num(r.baseline)} (${r.change === undefined ? "" : `${r.change >= 0 ? "+" : ""}${(r.change * 100).toFixed(1)}%`})`
      const budget = r.bound === undefined ? "" : `  [${r.bound}: ${r.ok ? "ok" : "FAIL"}]`
      return `${r.name.padEnd(42)} ${num(r.value).padStart(12)}   ${base}${budget}`
    })
    .join("\n")
