/**
 * A bridge from an Effect 4 Schema to a fast-check Arbitrary (Effect 4's own `Arbitrary` module is not fast-check:
 * DESIGN.md, Toolchain), by walking the AST of the schema's TYPE side (`SchemaAST.toType`), so it produces decoded
 * values: what events carry and reducers see.
 *
 * Supported nodes: Objects (property signatures, optional ones sometimes left out, and index signatures), Arrays
 * (elements, optional elements, rest), Union, Literal, Enum, TemplateLiteral, String, Number, Boolean, BigInt, Symbol,
 * UniqueSymbol, Null, Undefined, Void, Unknown, Any, ObjectKeyword, Suspend (lazily, with a depth limit past which
 * collections are empty and optional keys left out) and Declaration (a pool sampled, with a fixed seed, from Effect's
 * own Arbitrary). Filters (`checks`) are honoured where their `arbitraryConstraint` says how (isInt, finite, bounds,
 * lengths, patterns); otherwise, and always as a last word, values are filtered through the node's guard.
 *
 * Sizes stay small (collections of at most 3, strings of at most 8 by default) so property tests stay fast. Plain
 * numbers are finite (the event log is JSON).
 *
 * `eventArbitrary` is one event of any kind in `eventSchemas`, so property tests cover every event as areas add them.
 */

import * as EffectArbitrary from "effect/Arbitrary"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import * as fc from "fast-check"
import { type Event, type EventTag, eventSchemas } from "../../core/events/Event.ts"

/** How big generated values get. */
export interface ArbitraryOptions {
  /** Most elements of an array or entries of a record (default 3). */
  readonly maxLength?: number
  /** Longest unconstrained string (default 8). */
  readonly maxStringLength?: number
  /** How many `Suspend` nodes deep recursion goes before collections are forced empty (default 2). */
  readonly maxDepth?: number
}

interface Context {
  readonly maxLength: number
  readonly maxStringLength: number
  readonly maxDepth: number
  readonly depth: number
}

/** An Arbitrary of the decoded values of a schema. */
export const arbitrary = <S extends Schema.Top>(schema: S, options: ArbitraryOptions = {}): fc.Arbitrary<S["Type"]> =>
  fromAst(SchemaAST.toType(schema.ast), {
    maxLength: options.maxLength ?? 3,
    maxStringLength: options.maxStringLength ?? 8,
    maxDepth: options.maxDepth ?? 2,
    depth: 0,
  }) as fc.Arbitrary<S["Type"]>

/** An Arbitrary of the values of a (type-side) AST. */
export const fromAst = (ast: SchemaAST.AST, ctx: Context): fc.Arbitrary<unknown> => {
  const base = build(ast, ctx)
  // The last word on any node with checks: its own guard (it runs the checks, including those without hints).
  if (ast.checks === undefined && !(SchemaAST.isUnion(ast) && ast.options?.mode === "oneOf")) return base
  const guard = guardOf(ast)
  return base.filter((v) => guard(v))
}

const guards = new WeakMap<SchemaAST.AST, (u: unknown) => boolean>()
const guardOf = (ast: SchemaAST.AST): ((u: unknown) => boolean) => {
  let g = guards.get(ast)
  if (g === undefined) {
    g = Schema.is(Schema.make(ast))
    guards.set(ast, g)
  }
  return g
}

/** What the checks of a node say about generation, merged (the tightest bound wins). */
interface Constraint {
  minimum?: number | bigint
  maximum?: number | bigint
  exclusiveMinimum?: boolean
  exclusiveMaximum?: boolean
  minLength?: number
  maxLength?: number
  patterns?: Array<{ readonly source: string; readonly flags: string }>
  integer?: boolean
}

type Hint = NonNullable<Schema.Annotations.Filter["arbitraryConstraint"]>

const constraintOf = (checks: SchemaAST.Checks | undefined): Constraint => {
  const c: Constraint = {}
  const visit = (check: SchemaAST.Check<unknown>) => {
    if (check._tag === "FilterGroup") {
      for (const inner of check.checks) visit(inner)
      return
    }
    const hint = check.annotations?.arbitraryConstraint as Hint | undefined
    if (hint === undefined) return
    if (typeof hint.minimum === "number" || typeof hint.minimum === "bigint") {
      if (c.minimum === undefined || hint.minimum >= c.minimum) {
        c.minimum = hint.minimum
        c.exclusiveMinimum = hint.exclusiveMinimum === true
      }
    }
    if (typeof hint.maximum === "number" || typeof hint.maximum === "bigint") {
      if (c.maximum === undefined || hint.maximum <= c.maximum) {
        c.maximum = hint.maximum
        c.exclusiveMaximum = hint.exclusiveMaximum === true
      }
    }
    const minLength = hint.minLength ?? hint.minCodePoints ?? hint.minSize ?? hint.minProperties
    const maxLength = hint.maxLength ?? hint.maxCodePoints ?? hint.maxSize ?? hint.maxProperties
    if (minLength !== undefined) c.minLength = Math.max(c.minLength ?? 0, minLength)
    if (maxLength !== undefined) c.maxLength = Math.min(c.maxLength ?? Number.POSITIVE_INFINITY, maxLength)
    if (hint.patterns !== undefined) c.patterns = [...(c.patterns ?? []), ...hint.patterns]
    if (hint.number === "integer") c.integer = true
  }
  for (const check of checks ?? []) visit(check)
  return c
}

/** Collection bounds: at least the schema's minimum, at most ours (none past the depth limit) unless it needs more. */
const lengths = (c: Constraint, ctx: Context): { minLength: number; maxLength: number } => {
  const min = c.minLength ?? 0
  const ours = ctx.depth >= ctx.maxDepth ? 0 : ctx.maxLength
  return { minLength: min, maxLength: Math.max(min, Math.min(c.maxLength ?? ours, ours)) }
}

const build = (ast: SchemaAST.AST, ctx: Context): fc.Arbitrary<unknown> => {
  switch (ast._tag) {
    case "Null":
      return fc.constant(null)
    case "Undefined":
    case "Void":
      return fc.constant(undefined)
    case "Never":
      throw new Error("arbitrary: a Never node has no values")
    case "Unknown":
    case "Any":
      return fc.jsonValue({ maxDepth: 1, depthSize: "xsmall" })
    case "ObjectKeyword":
      return fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 0 }), {
        maxKeys: ctx.maxLength,
        noNullPrototype: true,
      })
    case "Literal":
      return fc.constant(ast.literal)
    case "UniqueSymbol":
      return fc.constant(ast.symbol)
    case "Symbol":
      return fc.constantFrom(Symbol.for("arena.a"), Symbol.for("arena.b"))
    case "Boolean":
      return fc.boolean()
    case "Enum":
      return fc.constantFrom(...ast.enums.map(([, v]) => v))
    case "String":
      return stringArb(constraintOf(ast.checks), ctx)
    case "Number":
      return numberArb(constraintOf(ast.checks))
    case "BigInt": {
      const c = constraintOf(ast.checks)
      return fc.bigInt({
        ...(typeof c.minimum === "bigint" ? { min: c.minimum } : {}),
        ...(typeof c.maximum === "bigint" ? { max: c.maximum } : {}),
      })
    }
    case "TemplateLiteral":
      return fc.tuple(...ast.parts.map((p) => templatePart(p, ctx))).map((parts) => parts.join(""))
    case "Arrays":
      return arraysArb(ast, ctx)
    case "Objects":
      return objectsArb(ast, ctx)
    case "Union": {
      const members = ast.types.filter((t) => t._tag !== "Never")
      if (members.length === 0) throw new Error("arbitrary: a union without members has no values")
      return fc.oneof(...members.map((t) => fromAst(t, ctx)))
    }
    case "Suspend": {
      // Built on first use: a recursive schema would otherwise build forever.
      let inner: fc.Arbitrary<unknown> | undefined
      const deeper = { ...ctx, depth: ctx.depth + 1 }
      return fc.constant(null).chain(() => {
        inner ??= fromAst(ast.thunk(), deeper)
        return inner
      })
    }
    case "Declaration":
      return declarationArb(ast)
  }
}

const stringArb = (c: Constraint, ctx: Context): fc.Arbitrary<string> => {
  const pattern = c.patterns?.[0]
  if (pattern !== undefined) {
    const min = c.minLength ?? 0
    const max = c.maxLength ?? Number.POSITIVE_INFINITY
    return fc
      .stringMatching(new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, "")), { size: "xsmall" })
      .filter((s) => s.length >= min && s.length <= max)
  }
  const minLength = c.minLength ?? 0
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(c.maxLength ?? ctx.maxStringLength, 64)) })
}

const numberArb = (c: Constraint): fc.Arbitrary<number> => {
  const lo = typeof c.minimum === "number" ? c.minimum : undefined
  const hi = typeof c.maximum === "number" ? c.maximum : undefined
  if (c.integer) {
    const min = Math.max(
      Number.MIN_SAFE_INTEGER,
      lo === undefined ? Number.MIN_SAFE_INTEGER : c.exclusiveMinimum ? Math.floor(lo) + 1 : Math.ceil(lo),
    )
    const max = Math.min(
      Number.MAX_SAFE_INTEGER,
      hi === undefined ? Number.MAX_SAFE_INTEGER : c.exclusiveMaximum ? Math.ceil(hi) - 1 : Math.floor(hi),
    )
    if (min > max) throw new Error(`arbitrary: no integer between ${lo} and ${hi}`)
    // Mostly small values (what amounts and ids look like), sometimes anywhere in the range.
    const small = fc.integer({ min: Math.max(min, -1000), max: Math.min(max, Math.max(min, -1000) + 2000) })
    const any = fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number)
    return fc.oneof({ arbitrary: small, weight: 3 }, { arbitrary: any, weight: 1 })
  }
  return fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(lo === undefined ? {} : { min: lo, minExcluded: c.exclusiveMinimum === true }),
    ...(hi === undefined ? {} : { max: hi, maxExcluded: c.exclusiveMaximum === true }),
  })
}

const templatePart = (part: SchemaAST.AST, ctx: Context): fc.Arbitrary<string> => {
  switch (part._tag) {
    case "Literal":
      return fc.constant(String(part.literal))
    case "Number":
      return fc.integer({ min: 0, max: 9999 }).map(String)
    case "TemplateLiteral":
      return fc.tuple(...part.parts.map((p) => templatePart(p, ctx))).map((ps) => ps.join(""))
    case "Union":
      return fc.oneof(...part.types.map((t) => templatePart(t, ctx)))
    default:
      return fc.string({ maxLength: ctx.maxStringLength })
  }
}

const arraysArb = (ast: SchemaAST.Arrays, ctx: Context): fc.Arbitrary<ReadonlyArray<unknown>> => {
  const required = ast.elements.filter((e) => !SchemaAST.isOptional(e)).map((e) => fromAst(e, ctx))
  const optional = ast.elements.filter((e) => SchemaAST.isOptional(e)).map((e) => fromAst(e, ctx))
  const [spread, ...trailing] = ast.rest
  const spreadArb =
    spread === undefined ? fc.constant([]) : fc.array(fromAst(spread, ctx), lengths(constraintOf(ast.checks), ctx))
  // Optional elements may be left off from the end, but only when no rest follows (it would shift into their places).
  const optionalArb =
    optional.length === 0
      ? fc.constant([])
      : fc
          .integer({ min: spread === undefined ? 0 : optional.length, max: optional.length })
          .chain((n) => fc.tuple(...optional.slice(0, n)))
  return fc
    .tuple(fc.tuple(...required), optionalArb, spreadArb, fc.tuple(...trailing.map((t) => fromAst(t, ctx))))
    .map(([r, o, s, t]) => [...r, ...o, ...s, ...t])
}

const keyArb = (parameter: SchemaAST.AST, ctx: Context): fc.Arbitrary<string> | undefined => {
  switch (parameter._tag) {
    case "String":
      return fromAst(parameter, { ...ctx, maxStringLength: 6 }) as fc.Arbitrary<string>
    case "Number":
      return fc.integer({ min: 0, max: 999 }).map(String)
    case "TemplateLiteral":
    case "Literal":
      return fromAst(parameter, ctx).map(String)
    case "Union": {
      const members = parameter.types.map((t) => keyArb(t, ctx)).filter((a) => a !== undefined)
      return members.length === 0 ? undefined : fc.oneof(...members)
    }
    default:
      return undefined // symbol keys: none generated
  }
}

const objectsArb = (ast: SchemaAST.Objects, ctx: Context): fc.Arbitrary<object> => {
  const past = ctx.depth >= ctx.maxDepth
  const model: Record<PropertyKey, fc.Arbitrary<unknown>> = {}
  const requiredKeys: Array<PropertyKey> = []
  for (const ps of ast.propertySignatures) {
    const optional = SchemaAST.isOptional(ps.type)
    if (optional && past) continue
    model[ps.name] = fromAst(ps.type, ctx)
    if (!optional) requiredKeys.push(ps.name)
  }
  const record = fc.record(model, { requiredKeys: requiredKeys as Array<never>, noNullPrototype: true })
  const dictionaries = ast.indexSignatures.flatMap((is) => {
    const key = keyArb(is.parameter, ctx)
    if (key === undefined) return []
    return [
      fc.dictionary(
        key.filter((k) => k !== "__proto__"),
        fromAst(is.type, ctx),
        { maxKeys: past ? 0 : ctx.maxLength, noNullPrototype: true },
      ),
    ]
  })
  if (dictionaries.length === 0) return record
  return fc.tuple(record, ...dictionaries).map(([r, ...ds]) => Object.assign({}, ...ds, r))
}

/** A declaration (a class, a Date...) has no structure to walk: a pool sampled from Effect's Arbitrary stands in. */
const declarationArb = (ast: SchemaAST.Declaration): fc.Arbitrary<unknown> => {
  const schema = Schema.make(ast)
  let pool: ReadonlyArray<unknown>
  try {
    pool = Effect.runSync(
      EffectArbitrary.sampleEffect(EffectArbitrary.schema(schema), { count: 32, seed: 42, size: 4 }),
    )
  } catch (cause) {
    throw new Error(`arbitrary: no values for the declaration ${String(ast)}`, { cause })
  }
  if (pool.length === 0) throw new Error(`arbitrary: no values for the declaration ${String(ast)}`)
  return fc.constantFrom(...pool)
}

/** The `_tag` literal of an event schema. */
const tagOf = (schema: Schema.Top): string => {
  const ast = SchemaAST.toType(schema.ast)
  const tag = SchemaAST.isObjects(ast) ? ast.propertySignatures.find((ps) => ps.name === "_tag")?.type : undefined
  if (tag === undefined || !SchemaAST.isLiteral(tag) || typeof tag.literal !== "string")
    throw new Error(`arbitrary: an event schema without a literal _tag: ${String(ast)}`)
  return tag.literal
}

/** An Arbitrary per event tag, for every schema of `eventSchemas` (answers, failures, intents, time). */
export const eventArbitraries: Readonly<Record<EventTag, fc.Arbitrary<Event>>> = (() => {
  const byTag = new Map<string, Array<fc.Arbitrary<Event>>>()
  for (const s of eventSchemas) {
    const tag = tagOf(s)
    // Two calls may answer with the same event: both shapes are generated.
    byTag.set(tag, [...(byTag.get(tag) ?? []), arbitrary(s) as fc.Arbitrary<Event>])
  }
  return Object.fromEntries([...byTag].map(([tag, arbs]) => [tag, arbs.length === 1 ? arbs[0]! : fc.oneof(...arbs)]))
})() as Record<EventTag, fc.Arbitrary<Event>>

/** One event of any kind, each kind equally likely. */
export const eventArbitrary: fc.Arbitrary<Event> = fc.oneof(...Object.values<fc.Arbitrary<Event>>(eventArbitraries))
