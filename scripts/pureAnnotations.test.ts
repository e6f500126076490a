import { describe, expect, it } from "vitest"
import { annotatePure, namedImports } from "./pureAnnotations.ts"

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

describe("named imports in place of namespace imports", () => {
  it("rewrites a namespace read only by member to named bindings", () => {
    const out = namedImports(
      [
        `import * as Schema from "effect/Schema";`,
        `export const Row = Schema.Struct({ id: Schema.optional(Schema.String) });`,
        `export const decode = (u) => Schema.decodeUnknownSync(Row)(u);`,
      ].join("\n"),
    )
    expect(out).toBe(
      [
        `import { String as Schema$String, Struct as Schema$Struct, decodeUnknownSync as Schema$decodeUnknownSync, optional as Schema$optional } from "effect/Schema";`,
        `export const Row = Schema$Struct({ id: Schema$optional(Schema$String) });`,
        `export const decode = (u) => Schema$decodeUnknownSync(Row)(u);`,
      ].join("\n"),
    )
  })

  it("leaves a namespace used whole, and a member named like it elsewhere, alone", () => {
    const whole = `import * as Option from "effect/Option";\nexport const all = Option;\nexport const s = Option.some(1);`
    expect(namedImports(whole)).toBe(whole)
    const member = `import * as Option from "effect/Option";\nexport const x = y.Option;\nexport const s = Option.some(1);`
    expect(namedImports(member)).toBe(
      `import { some as Option$some } from "effect/Option";\nexport const x = y.Option;\nexport const s = Option$some(1);`,
    )
  })
})
