import { defineConfig } from "vitest/config"

// One runner for every layer: core unit and property tests beside the code, cross-layer tests in tests/.
// When ARENA_TEST_PG names a PostgreSQL server (CI starts one), the sandbox tests run a second time against it.
const unit = {
  include: [
    "core/**/*.test.ts",
    "adapters/**/*.test.ts",
    "sandbox/**/*.test.ts",
    "scripts/**/*.test.ts",
    "tests/**/*.test.ts",
    "ui/**/*.test.{ts,tsx}",
  ],
  // tests/scale runs several instances on one PostgreSQL: only in the "postgres" project.
  exclude: ["node_modules/**", "dist/**", "tests/e2e/**", "tests/scale/**"],
  setupFiles: ["ui/testing/setup.ts"],
}

const pgUrl = process.env.ARENA_TEST_PG

export default defineConfig({
  test: {
    pool: "forks",
    testTimeout: 120_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true as const, test: { name: "unit", ...unit, env: { ARENA_TEST_PG: "" } } },
      ...(pgUrl
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                include: ["tests/sandbox/**/*.test.ts", "tests/scale/**/*.test.ts"],
                env: { ARENA_TEST_PG: pgUrl },
              },
            },
          ]
        : []),
    ],
  },
})
