import { defineConfig } from "vitest/config"

// One runner for every layer: core unit and property tests beside the code, cross-layer tests in tests/.
export default defineConfig({
  test: {
    include: [
      "core/**/*.test.ts",
      "adapters/**/*.test.ts",
      "sandbox/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/**/*.test.ts",
    ],
    exclude: ["node_modules/**", "dist/**", "tests/e2e/**"],
    pool: "forks",
    testTimeout: 30_000,
  },
})
