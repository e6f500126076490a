import { defineConfig } from "tsup"

// The library build for integrators: `arena/core` (pure domain) as ESM with declarations.
export default defineConfig({
  entry: { "core/index": "core/index.ts" },
  format: ["esm"],
  dts: true,
  outDir: "dist",
  target: "node20",
  platform: "neutral",
  clean: true,
  sourcemap: true,
  splitting: false,
  external: ["effect"],
})
