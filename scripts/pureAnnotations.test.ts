import { describe, expect, it } from "vitest"
import { annotatePure } from "./pureAnnotations.ts"

describe("pure annotations of the library's module-level values", () => {
  it("marks every call and new of a module-level initializer, nested ones too", () => {
    const out = annotatePure(
      [
        `import * as Schema from "effect/Schema";`,
        `export const Row = Schema.Struct({ id: Schema.optional(Schema.String), at: new Date(0) });`,
        `const kinds = new Set(["a"]);`,
      ].join("\n"),
    )
    expect(out).toContain(
      `export const Row = /*#__PURE__*/ Schema.Struct({ id: /*#__PURE__*/ Schema.optional(Schema.String), at: /*#__PURE__*/ new Date(0) });`,
    )
    expect(out).toContain(`const kinds = /*#__PURE__*/ new Set(["a"]);`)
  })

  it("leaves calls inside functions and top-level statements alone", () => {
    const source = [
      `export const rows = (c) => c.map((r) => String(r));`,
      `export function f() { return g(); }`,
      `register();`,
      `export const seen = run ? start() : 0;`,
    ].join("\n")
    const out = annotatePure(source)
    expect(out).toContain("\nregister();")
    expect(out).toContain("c.map((r) => String(r))")
    expect(out).toContain("return g();")
    expect(out).toContain("run ? /*#__PURE__*/ start() : 0")
  })

  it("marks a chain once, at its outer call", () => {
    const out = annotatePure(`export const Id = Schema.String.pipe(Schema.brand("Id"));`)
    expect(out).toBe(`export const Id = /*#__PURE__*/ Schema.String.pipe(/*#__PURE__*/ Schema.brand("Id"));`)
  })
})
