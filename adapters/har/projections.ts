/**
 * The projections a replay prints with `--json` and a fixture's expected outcome is compared with: for now
 * the state's slices as plain JSON, in one place so that it can grow into the core's projections when they exist.
 */
import type { State } from "../../core/state/State.ts"

/** What a session leads to, as one JSON-safe object. */
export const projections = (state: State): Record<string, unknown> =>
  JSON.parse(JSON.stringify(state)) as Record<string, unknown>
