import { describe, expect, it } from "vitest"
import { check, importsOf } from "./dependencyRule.ts"

describe("dependency rule", () => {
  it("lets core import effect only", () => {
    expect(check({ from: "core/a.ts", specifier: "effect/Schema" })).toBeUndefined()
    expect(check({ from: "core/a.ts", specifier: "date-fns" })).toMatch(/core imports only/)
    expect(check({ from: "core/a.ts", specifier: "react" })).toMatch(/core imports only/)
    expect(check({ from: "core/a.ts", specifier: "node:fs" })).toMatch(/built-ins/)
    expect(check({ from: "core/a.test.ts", specifier: "fast-check" })).toBeUndefined()
    expect(check({ from: "core/a.ts", specifier: "fast-check" })).toMatch(/core imports only/)
    expect(check({ from: "core/a.ts", specifier: "../adapters/x.ts", resolved: "adapters/x.ts" })).toMatch(/core/)
  })
  it("lets ui reach adapters only from its composition root", () => {
    const edge = { specifier: "../adapters/http.ts", resolved: "adapters/http.ts" }
    expect(check({ ...edge, from: "ui/main.tsx" })).toBeUndefined()
    expect(check({ ...edge, from: "ui/pages/Home.tsx" })).toMatch(/composition root/)
  })
  it("keeps sandbox away from ui and everyone away from tests and scripts", () => {
    expect(check({ from: "sandbox/s.ts", specifier: "../ui/x.ts", resolved: "ui/x.ts" })).toMatch(/sandbox/)
    expect(check({ from: "sandbox/s.ts", specifier: "../core/x.ts", resolved: "core/x.ts" })).toBeUndefined()
    expect(check({ from: "adapters/a.ts", specifier: "../tests/t.ts", resolved: "tests/t.ts" })).toMatch(/nothing/)
    expect(check({ from: "tests/a.ts", specifier: "../scripts/t.ts", resolved: "scripts/t.ts" })).toMatch(/nothing/)
  })
  it("lets an example shell import the library's public entry points only, as an integrator does", () => {
    expect(check({ from: "examples/plain-dom/main.ts", specifier: "@arena-portal/sdk" })).toBeUndefined()
    expect(
      check({ from: "examples/plain-dom/main.ts", specifier: "@arena-portal/sdk/core/projections" }),
    ).toBeUndefined()
    expect(check({ from: "examples/plain-dom/main.ts", specifier: "effect/Effect" })).toBeUndefined()
    expect(
      check({ from: "examples/plain-dom/main.ts", specifier: "./view.ts", resolved: "examples/plain-dom/view.ts" }),
    ).toBeUndefined()
    expect(check({ from: "examples/plain-dom/main.ts", specifier: "../../core/x.ts", resolved: "core/x.ts" })).toMatch(
      /examples import the library/,
    )
    expect(check({ from: "examples/plain-dom/main.ts", specifier: "react" })).toMatch(/examples import the library/)
    // The app and the library reach each other by path; the library's own tests import the package as built.
    expect(check({ from: "ui/pages/Home.tsx", specifier: "@arena-portal/sdk/core" })).toMatch(/only examples/)
    expect(check({ from: "tests/lib/integrator.test.ts", specifier: "@arena-portal/sdk/core" })).toBeUndefined()
  })
  it("finds static, re-exported, side-effect and dynamic imports", () => {
    const src = `import * as S from "effect/Schema"\nimport type { X } from './x.ts'\nexport { y } from "../y.ts"\nimport "./side.css"\nconst m = await import("./lazy.ts")`
    expect(importsOf(src)).toEqual(["effect/Schema", "./x.ts", "../y.ts", "./side.css", "./lazy.ts"])
  })
})
