/** The benchmark areas, each loaded only when it runs. */
import type { Mode } from "./verdict.ts"

export type Figures = Record<string, number>

export interface Area {
  /** Runs the area's measurements; `log` prints progress lines. */
  readonly run: (log: (line: string) => void) => Promise<Figures>
  /** "smoke": a short run, its noisy figures held to their wide smoke bounds (budgets.ts). */
  readonly mode?: Mode
}

export const areas: Record<string, () => Promise<Area>> = {
  core: () => import("./core.ts"),
  sandbox: () => import("./sandbox.ts"),
  ui: () => import("./ui.ts"),
  replay: () => import("./replay.ts"),
  scale: () => import("./scale.ts"),
  lib: () => import("./lib.ts"),
  security: () => import("./security.ts"),
  settlement: () => import("./settlement.ts"),
  protection: () => import("./protection.ts"),
  gate: () => import("./gate.ts"),
  mutation: () => import("./mutation.ts"),
  live: () => import("./live.ts"),
}
