import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { RegisterRule } from "../model/RegisterRule.ts"
import { messageKeys } from "./MessageKeys.ts"
import { patterns } from "./Patterns.ts"
import { checkRule, compileRule, enabledRule, invalidPatterns, textLength } from "./RuleCheck.ts"

const username: RegisterRule = {
  enabled: "1",
  required: "1",
  patternId: 2,
  minLength: 4,
  maxLength: 12,
  acceptedPattern: "[A-Za-z][A-Za-z0-9]*",
}

describe("checkRule", () => {
  it("accepts a value that matches the pattern and lies within the bounds, after trimming", () => {
    expect(checkRule(username, "abc1")).toBeUndefined()
    expect(checkRule(username, "  abcdefghijk1  ")).toBeUndefined()
  })

  it("refuses with reg_pattern_<id> and { min, max } when the pattern or a bound fails", () => {
    const message = { key: "reg_pattern_2", params: { min: 4, max: 12 } }
    expect(checkRule(username, "1abc")).toEqual(message)
    expect(checkRule(username, "abc")).toEqual(message)
    expect(checkRule(username, "abcdefghijklm")).toEqual(message)
  })

  it("shows one number when min equals max", () => {
    const pin: RegisterRule = { patternId: "7", minLength: 6, maxLength: 6, acceptedPattern: "[0-9]+" }
    expect(checkRule(pin, "12345", { required: true })).toEqual({ key: "reg_pattern_7_exact", params: { length: 6 } })
    expect(checkRule(pin, "123456")).toBeUndefined()
  })

  it("gives a required field left empty the same message, and lets an optional empty field pass", () => {
    expect(checkRule(username, "   ")).toEqual({ key: "reg_pattern_2", params: { min: 4, max: 12 } })
    expect(checkRule({ ...username, required: "0" }, "")).toBeUndefined()
    expect(checkRule({ ...username, required: false }, "", { required: true })).toBeDefined()
  })

  it("uses the default key for an unknown pattern id and default bounds for missing ones", () => {
    expect(checkRule({ patternId: 99, acceptedPattern: "[a-z]+" }, "A", { required: true })).toEqual({
      key: "reg_pattern_default",
      params: { min: 0, max: 255 },
    })
    // A rule without bounds allows 0 to 255 characters, the bounds spec section 5 gives the verification code.
    expect(checkRule({ acceptedPattern: "*" }, "x".repeat(255))).toBeUndefined()
    expect(checkRule({ acceptedPattern: "*" }, "x".repeat(256))).toBeDefined()
  })

  it("reads a null or non-finite bound as missing", () => {
    expect(checkRule({ minLength: null, maxLength: null, acceptedPattern: "*" }, "x")).toBeUndefined()
    expect(checkRule({ minLength: null, maxLength: null, acceptedPattern: "*" }, "x".repeat(256))).toBeDefined()
    const unbounded = { minLength: Number.NEGATIVE_INFINITY, maxLength: Number.POSITIVE_INFINITY, acceptedPattern: "*" }
    expect(checkRule(unbounded, "x".repeat(255))).toBeUndefined()
    expect(checkRule(unbounded, "x".repeat(256))).toBeDefined()
  })

  it("counts characters as code points", () => {
    expect(textLength("😀😀")).toBe(2)
    expect(checkRule({ minLength: 2, maxLength: 2, acceptedPattern: "*" }, "😀😀")).toBeUndefined()
  })

  it("treats a pattern that does not compile as any text and reports the field", () => {
    const rules = { username, email: { enabled: true, acceptedPattern: "[a-" } }
    expect(checkRule(rules.email, "anything")).toBeUndefined()
    expect(invalidPatterns(rules)).toEqual(["email"])
  })

  it("compiles a rule once", () => {
    expect(compileRule(username)).toBe(compileRule(username))
  })

  it("finds a rule only when the brand enables its field", () => {
    expect(enabledRule({ username }, "username")).toBe(username)
    expect(enabledRule({ username: { ...username, enabled: "0" } }, "username")).toBeUndefined()
    expect(enabledRule(undefined, "username")).toBeUndefined()
  })
})

/** A rule as a brand could send it: one of the catalogue's sources or '*', bounds, flags. */
const ruleArb = fc.record({
  pattern: fc.oneof(fc.constantFrom(...patterns), fc.constant(undefined)),
  patternId: fc.oneof(fc.integer({ min: -2, max: 25 }), fc.constant(undefined)),
  minLength: fc.oneof(fc.integer({ min: 0, max: 10 }), fc.constant(null), fc.constant(undefined)),
  span: fc.integer({ min: 0, max: 10 }),
  maxMissing: fc.boolean(),
  required: fc.constantFrom<RegisterRule["required"]>("1", "0", true, false, 1, 0, undefined),
})

const toRule = (r: typeof ruleArb extends fc.Arbitrary<infer T> ? T : never): RegisterRule => {
  const min = r.minLength ?? 0
  return {
    enabled: "1",
    required: r.required,
    patternId: r.pattern?.id ?? r.patternId,
    minLength: r.minLength,
    maxLength: r.maxMissing ? undefined : min + r.span,
    acceptedPattern: r.pattern?.source ?? "*",
  }
}

/** Values likely to match the rule's pattern (lookaheads dropped for generation), padded or not, or anything. */
const matching = new Map<string, fc.Arbitrary<string>>()
const valueFor = (rule: RegisterRule): fc.Arbitrary<string> => {
  const source = rule.acceptedPattern ?? "*"
  let arb = matching.get(source)
  if (arb === undefined) {
    const generating = (source === "*" ? ".*" : source).replace(/\(\?=\.\*\[[^\]]*\]\)/g, "")
    arb = fc.oneof(
      fc.stringMatching(new RegExp(`^(?:${generating})$`, "u"), { size: "xsmall" }),
      fc.string({ maxLength: 14 }),
      fc.string({ maxLength: 14, unit: "grapheme" }),
      fc
        .tuple(fc.constantFrom(" ", "\t", ""), fc.string({ maxLength: 8 }), fc.constantFrom(" ", "\n", ""))
        .map((t) => t.join("")),
    )
    matching.set(source, arb)
  }
  return arb
}

describe("checkRule properties", () => {
  it("accepts a value exactly when it matches its pattern and its length is within bounds (empty: when optional)", () => {
    fc.assert(
      fc.property(
        ruleArb.map(toRule).chain((rule) => fc.tuple(fc.constant(rule), valueFor(rule))),
        ([rule, value]) => {
          const v = value.trim()
          const required = rule.required === "1" || rule.required === true || rule.required === 1
          const min = rule.minLength ?? 0
          const max = rule.maxLength ?? 255
          const source = rule.acceptedPattern === "*" ? ".*" : rule.acceptedPattern
          const length = Array.from(v).length
          const expected =
            v === "" ? !required : new RegExp(`^(?:${source})$`, "u").test(v) && length >= min && length <= max
          const got = checkRule(rule, value)
          expect(got === undefined).toBe(expected)
          if (got !== undefined) {
            expect(messageKeys).toContain(got.key)
            expect(got.params).toEqual(min === max ? { length: min } : { min, max })
          }
        },
      ),
      { numRuns: 800 },
    )
  })

  it("never throws on any rule and any value", () => {
    const anyRule = fc.record(
      {
        enabled: fc.anything(),
        required: fc.anything(),
        patternId: fc.anything(),
        minLength: fc.oneof(fc.double(), fc.integer(), fc.constant(null)),
        maxLength: fc.oneof(fc.double(), fc.integer(), fc.constant(null)),
        acceptedPattern: fc.oneof(fc.string({ maxLength: 10 }), fc.constant(null)),
        message: fc.anything(),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<RegisterRule>
    fc.assert(
      fc.property(
        anyRule,
        fc.string({ maxLength: 12 }),
        fc.option(fc.boolean(), { nil: undefined }),
        (rule, value, required) => {
          const got = required === undefined ? checkRule(rule, value) : checkRule(rule, value, { required })
          if (got !== undefined) expect(messageKeys).toContain(got.key)
        },
      ),
      { numRuns: 500 },
    )
  })
})
