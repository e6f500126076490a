/**
 * Mutation figures (scripts/mutation.ts): `mutation.score`, the share of mutants killed over every module named
 * there, and `mutation.score.<module>` for each (goal at least 85 in each). The full run takes long on two cores, so
 * it runs only when asked by name (`npm run bench -- --only mutation --json`), not in a plain `npm run bench`; it is
 * incremental, so a second run tests only the mutants of what changed since.
 */
import { mutationModules, runMutation } from "../mutation.ts"
import type { Figures } from "./areas.ts"

const asked = () => {
  const at = process.argv.indexOf("--only")
  return at >= 0 && (process.argv[at + 1] ?? "").split(",").includes("mutation")
}

export const run = async (log: (line: string) => void): Promise<Figures> => {
  if (!asked()) {
    log("mutation: not run (long); ask for it with --only mutation")
    return {}
  }
  return runMutation(Object.keys(mutationModules), undefined, log)
}
