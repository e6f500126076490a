import { defineConfig } from "tsup"

// The library build for integrators: `arena/core` (pure domain) and `arena/adapters` (its bindings to the world),
// ESM with declarations. Splitting shares one copy of core between the two entries (so `arena/adapters` and
// `arena/core` hand each other the same services and classes) and keeps the platform's cipher a lazy chunk.
export default defineConfig({
  entry: { "core/index": "core/index.ts", "adapters/index": "adapters/index.ts" },
  format: ["esm"],
  dts: true,
  outDir: "dist",
  target: "node20",
  platform: "neutral",
  clean: true,
  sourcemap: true,
  splitting: true,
  external: ["effect", "msw", "@msw/source"],
})
