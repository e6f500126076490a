import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { compile } from "./AcceptedPattern.ts"
import { type PatternId, patternById, patternIds, patterns } from "./Patterns.ts"

/** For each id: values it must accept and values it must refuse. */
const examples: Record<PatternId, { readonly ok: ReadonlyArray<string>; readonly no: ReadonlyArray<string> }> = {
  1: { ok: ["abc", "Ñandú", "张三", "สมชาย", "김철수"], no: ["abc1", "a b", "a-b", ""] },
  2: { ok: ["a", "a1b2", "Zed99"], no: ["1abc", "_abc", "ab c", "ab-c"] },
  3: { ok: ["张三", "张三123", "123", "中1文"], no: ["abc", "张 三", "张三!"] },
  4: { ok: ["a@b.co", "first.last+tag@mail.example.com"], no: ["a@b", "@b.co", "a b@c.co", "a@b.c"] },
  5: { ok: ["abc", "ABC123", "123"], no: ["ab_c", "a b", "ab!"] },
  6: { ok: ["a1", "abc123", "1A"], no: ["abc", "123", "ab1!"] },
  7: { ok: ["0", "0123456789"], no: ["12a", "1.5", "+1"] },
  8: { ok: ["Abc1", "A", "abC"], no: ["abc1", "ABC!", "Ab c"] },
  9: { ok: ["John Smith", "abc"], no: ["John3", "José", "a_b"] },
  10: { ok: ["a!b@c", "张三"], no: ["a b", "a\tb"] },
  11: { ok: ["张三，你好！", "中文", "张·三"], no: ["abc", "张三abc", "1"] },
  12: { ok: ["2024-01-31", "12-25-2024"], no: ["2024-13-01", "2024/01/01", "1-1-2024", "31-12-2024"] },
  13: { ok: ["김철수", "한국어"], no: ["abc", "김 철수", "김1"] },
  14: { ok: ["สมชาย", "ภาษาไทย"], no: ["abc", "สม ชาย", "สม1"] },
  15: { ok: ["สมชาย Smith", "abc", "ไทย"], no: ["abc1", "张三", "a_b"] },
  16: { ok: ["JOHN SMITH", "A"], no: ["John", "   ", "JOHN1"] },
  17: { ok: ["abc123!@#", "P@ssw0rd"], no: ["a b", "密码", "é"] },
  18: { ok: ["abc123!", "a1"], no: ["abcdef!", "123456!", "a 1"] },
  19: { ok: ["张三", "John Smith", "张·三", "J. Smith"], no: ["John3", "张三!"] },
  20: { ok: ["0812345678", "+66812345678"], no: ["+", "08-1234", "++1"] },
}

describe("Patterns", () => {
  it("holds twenty patterns with ids 1 to 20, keys reg_pattern_<id> and covers the spec's seventeen kinds", () => {
    expect(patterns.map((p) => p.id)).toEqual([...patternIds])
    expect(patterns.map((p) => p.key)).toEqual(patternIds.map((id) => `reg_pattern_${id}`))
    expect(new Set(patterns.map((p) => p.kind)).size).toBe(17)
  })

  it("compiles every source without falling back to any text", () => {
    for (const p of patterns) expect(compile(p.source).invalid, `pattern ${p.id}`).toBe(false)
  })

  for (const p of patterns) {
    it(`pattern ${p.id} (${p.kind}) accepts and refuses its examples`, () => {
      const test = compile(p.source).test
      for (const v of examples[p.id].ok) expect(test(v), `accepts ${JSON.stringify(v)}`).toBe(true)
      for (const v of examples[p.id].no) expect(test(v), `refuses ${JSON.stringify(v)}`).toBe(false)
    })
  }

  it("finds a pattern by a number or a numeric string only", () => {
    expect(patternById(4)?.kind).toBe("email")
    expect(patternById("12")?.kind).toBe("date")
    expect(patternById(" 7 ")?.id).toBe(7)
    expect(patternById(0)).toBeUndefined()
    expect(patternById(21)).toBeUndefined()
    expect(patternById("4a")).toBeUndefined()
    expect(patternById(4.5)).toBeUndefined()
    // Digits only: no hex, exponent or sign that Number() would read, and no array or boolean that coerces to one.
    expect(patternById("0x10")).toBeUndefined()
    expect(patternById("1e1")).toBeUndefined()
    expect(patternById("+5")).toBeUndefined()
    expect(patternById([5])).toBeUndefined()
    expect(patternById(true)).toBeUndefined()
    fc.assert(fc.property(fc.anything(), (id) => void patternById(id)))
  })
})
