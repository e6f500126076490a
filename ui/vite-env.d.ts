/** Vite's client types for the UI: `import.meta.glob` (translations loaded per language and area on demand). */
/// <reference types="vite/client" />

/** Core's initial state as data, written by the build (scripts/initialStatePlugin.ts). */
declare module "virtual:arena/initial-state" {
  export const initialState: import("../core/state/State.ts").State
}

interface ImportMetaEnv {
  /** Replay mode (`npm run dev -- --replay <file.har>`, scripts/dev.ts): where the page fetches the recording. */
  readonly VITE_ARENA_REPLAY?: string
}
