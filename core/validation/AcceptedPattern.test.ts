import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { anyText, compile } from "./AcceptedPattern.ts"

describe("AcceptedPattern", () => {
  it("treats no pattern as any text", () => {
    expect(compile(undefined)).toBe(anyText)
    expect(compile(null)).toBe(anyText)
    expect(compile("")).toBe(anyText)
  })

  it("reads '*' as '.*'", () => {
    const p = compile("*")
    expect(p.invalid).toBe(false)
    expect(p.test("")).toBe(true)
    expect(p.test("anything at all 张三")).toBe(true)
  })

  it("anchors the source: the whole value must match", () => {
    const p = compile("[0-9]+")
    expect(p.test("123")).toBe(true)
    expect(p.test("a123")).toBe(false)
    expect(p.test("123a")).toBe(false)
    const alt = compile("ab|cd")
    expect(alt.test("ab")).toBe(true)
    expect(alt.test("abcd")).toBe(false)
    expect(alt.test("xcd")).toBe(false)
  })

  it("keeps sources that already carry anchors working", () => {
    expect(compile("^[a-z]{2}$").test("ab")).toBe(true)
    expect(compile("^[a-z]{2}$").test("abc")).toBe(false)
  })

  it("uses the u flag when the source allows it, and compiles older sources without it", () => {
    expect(compile("\\p{L}+").test("Ñandú")).toBe(true)
    const legacy = compile("[\\w-\\.]+")
    expect(legacy.invalid).toBe(false)
    expect(legacy.test("a-b.c")).toBe(true)
    expect(legacy.test("a b")).toBe(false)
  })

  it("treats a source that does not compile as any text and says so", () => {
    for (const bad of ["[a-", "(abc", "a)|(b", "*abc", "a{2,1}"]) {
      const p = compile(bad)
      expect(p.invalid, bad).toBe(true)
      expect(p.test("whatever"), bad).toBe(true)
    }
  })

  it("compiles each source once", () => {
    expect(compile("[a-z]+")).toBe(compile("[a-z]+"))
  })

  it("never throws, whatever the source and the value", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (source, value) => {
        const p = compile(source)
        expect(typeof p.test(value)).toBe("boolean")
      }),
      { numRuns: 500 },
    )
  })
})
