import * as Schema from "effect/Schema"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { eventSchemas } from "../../core/events/Event.ts"
import { Money } from "../../core/model/Money.ts"
import { RegisterRules } from "../../core/model/RegisterRule.ts"
import { Status } from "../../core/model/Status.ts"
import { WhiteLabelTree } from "../../core/model/WhiteLabel.ts"
import { arbitrary, eventArbitraries, eventArbitrary } from "./arbitrary.ts"

/** Every value the bridge generates for a schema is a value of its type side. */
const decodes = (schema: Schema.Top, numRuns = 100) => {
  const is = Schema.is(Schema.toType(schema))
  fc.assert(
    fc.property(arbitrary(schema), (v) => is(v)),
    { numRuns },
  )
}

interface Tree {
  readonly name: string
  readonly children: ReadonlyArray<Tree>
}
const Tree: Schema.Codec<Tree> = Schema.Struct({
  name: Schema.String,
  children: Schema.Array(Schema.suspend((): Schema.Codec<Tree> => Tree)),
})

class Point extends Schema.Class<Point>("Point")({ x: Schema.Number, y: Schema.Number }) {}

const nodes: ReadonlyArray<readonly [string, Schema.Top]> = [
  ["Null, Undefined, Boolean", Schema.Union([Schema.Null, Schema.Undefined, Schema.Boolean])],
  ["Literal and Literals", Schema.Union([Schema.Literal("a"), Schema.Literals([1, 2, true])])],
  ["Unknown", Schema.Unknown],
  ["String with lengths", Schema.String.check(Schema.isMinLength(2), Schema.isMaxLength(4))],
  ["String with a pattern", Schema.String.check(Schema.isPattern(/^[a-z]{2}[0-9]$/))],
  ["Int within bounds", Schema.Int.check(Schema.isBetween({ minimum: -3, maximum: 3 }))],
  ["Number greater than", Schema.Number.check(Schema.isGreaterThan(10))],
  ["Finite", Schema.Finite],
  ["a filter without hints", Schema.Number.check(Schema.makeFilter((n: number) => n % 2 === 0 || "even"))],
  ["Money (an Int behind a transformation)", Money],
  ["Array with bounds", Schema.Array(Schema.Number).check(Schema.isMinLength(1))],
  [
    "Tuple with optional and rest",
    Schema.TupleWithRest(Schema.Tuple([Schema.String, Schema.optionalKey(Schema.Number)]), [Schema.Boolean]),
  ],
  ["Tuple with optional elements", Schema.Tuple([Schema.String, Schema.optionalKey(Schema.Number)])],
  [
    "Struct with optional keys",
    Schema.Struct({
      a: Schema.String,
      b: Schema.optional(Schema.NullOr(Schema.Number)),
      c: Schema.optionalKey(Schema.Boolean),
    }),
  ],
  ["Record", Schema.Record(Schema.String, Schema.Int)],
  ["Record with literal keys", Schema.Record(Schema.Literals(["x", "y"]), Schema.String)],
  ["TemplateLiteral", Schema.TemplateLiteral(["id-", Schema.Number])],
  ["Suspend (a recursive tree)", Tree],
  ["Declaration (a class)", Point],
  ["the white-label tree", WhiteLabelTree],
  ["registration rules", RegisterRules],
  ["the status answer", Status],
]

describe("arbitrary", () => {
  for (const [name, schema] of nodes) it(`generates decoded values: ${name}`, () => decodes(schema))

  it("honours optional keys by sometimes leaving them out", () => {
    const s = Schema.Struct({ a: Schema.String, b: Schema.optionalKey(Schema.Number) })
    const samples = fc.sample(arbitrary(s), { numRuns: 200, seed: 7 })
    expect(samples.some((v) => "b" in v)).toBe(true)
    expect(samples.some((v) => !("b" in v))).toBe(true)
  })

  it("keeps collections small", () => {
    const samples = fc.sample(arbitrary(Schema.Array(Schema.Record(Schema.String, Schema.Array(Schema.Number)))), {
      numRuns: 200,
      seed: 7,
    })
    for (const a of samples) {
      expect(a.length).toBeLessThanOrEqual(3)
      for (const r of a) expect(Object.keys(r).length).toBeLessThanOrEqual(3)
    }
  })

  it("stops recursion: trees past the depth limit have no children", () => {
    const depth = (t: Tree): number => 1 + Math.max(0, ...t.children.map(depth))
    for (const t of fc.sample(arbitrary(Tree), { numRuns: 200, seed: 7 })) expect(depth(t)).toBeLessThanOrEqual(3)
  })

  it("generates integers for Int, and honours bounds", () => {
    for (const n of fc.sample(arbitrary(Schema.Int.check(Schema.isBetween({ minimum: 5, maximum: 9 }))), 200)) {
      expect(Number.isInteger(n)).toBe(true)
      expect(n).toBeGreaterThanOrEqual(5)
      expect(n).toBeLessThanOrEqual(9)
    }
  })

  it("generates every event schema's decoded values", () => {
    for (const s of eventSchemas) decodes(s, 30)
  })

  it("has an arbitrary for every event tag, and eventArbitrary reaches them", () => {
    const tags = new Set(
      eventSchemas.map(
        (s) => (Schema.decodeUnknownSync(Schema.toType(s))(fc.sample(arbitrary(s), 1)[0]) as { _tag: string })._tag,
      ),
    )
    expect(new Set(Object.keys(eventArbitraries))).toEqual(tags)
    const seen = new Set(fc.sample(eventArbitrary, { numRuns: tags.size * 40, seed: 1 }).map((e) => e._tag))
    expect(seen).toEqual(tags)
  })
})
