/**
 * Checks a value against a brand's registration rule (spec section 5; wire notes section 5): the trimmed value must
 * match `acceptedPattern` (anchored, `"*"` = any) AND its length must lie within `minLength..maxLength` inclusive.
 * The message is the rule's pattern key `reg_pattern_<patternId>` with `{ min, max }`, or its `_exact` form with
 * `{ length }` when min equals max (spec: "if min equals max one number is shown"). A required field left empty gets
 * the same message; an optional one left empty passes.
 *
 * Our choices, where the spec and wire notes are silent:
 * - Length counts code points (an emoji is one character, as the platform's form library counts).
 * - A missing or negative `minLength` means 0; a missing `maxLength` means `defaultMaxLength` (255, the longest field
 *   of spec section 5) so the message always has two numbers.
 * - A `patternId` outside 1..20 (or none) uses `reg_pattern_default` ("must be (min)-(max) characters").
 * - The rule's optional server `message` is not used: it is one language's text, and messages must follow the
 *   interface language.
 * Each rule object is compiled once (cached by identity), so checking a field is a trim, a length and a regex test.
 */
import { isOn, type RegisterRule, type RegisterRules } from "../model/RegisterRule.ts"
import { type AcceptedPattern, compile } from "./AcceptedPattern.ts"
import { patternById } from "./Patterns.ts"
import { type Problem, problem } from "./Problem.ts"

/** The upper bound of a rule that sends no `maxLength`. */
export const defaultMaxLength = 255

/** A rule ready to check values. */
export interface CompiledRule {
  readonly enabled: boolean
  readonly required: boolean
  readonly min: number
  readonly max: number
  readonly pattern: AcceptedPattern
  /** The message of any failure of this rule. */
  readonly message: Problem
}

/** Length in characters (code points), as the forms count it. */
export const textLength = (value: string): number => {
  let n = 0
  for (const _ of value) n++
  return n
}

const bound = (n: number | null | undefined, fallback: number): number =>
  typeof n === "number" && Number.isFinite(n) ? Math.max(0, Math.ceil(n)) : fallback

const messageOf = (patternId: unknown, min: number, max: number): Problem => {
  const p = patternById(patternId)
  if (min === max) return problem(p?.exactKey ?? "reg_pattern_default_exact", { length: min })
  return problem(p?.key ?? "reg_pattern_default", { min, max })
}

const compiled = new WeakMap<RegisterRule, CompiledRule>()

/** A rule compiled (once per rule object). */
export const compileRule = (rule: RegisterRule): CompiledRule => {
  const hit = compiled.get(rule)
  if (hit !== undefined) return hit
  const min = bound(rule.minLength, 0)
  const max = bound(rule.maxLength, defaultMaxLength)
  const made: CompiledRule = {
    enabled: isOn(rule.enabled),
    required: isOn(rule.required),
    min,
    max,
    pattern: compile(rule.acceptedPattern),
    message: messageOf(rule.patternId, min, max),
  }
  compiled.set(rule, made)
  return made
}

/**
 * The problem of a value under a rule, or undefined when it passes. `required` overrides the rule's own flag (the
 * username and password are always required).
 */
export const checkRule = (
  rule: RegisterRule,
  value: string,
  options?: { readonly required?: boolean },
): Problem | undefined => {
  const r = compileRule(rule)
  const v = value.trim()
  if (v === "") return (options?.required ?? r.required) ? r.message : undefined
  const n = textLength(v)
  return n >= r.min && n <= r.max && r.pattern.test(v) ? undefined : r.message
}

/** The rule of a field when the brand shows the field (`enabled`), else undefined. */
export const enabledRule = (rules: RegisterRules | undefined, field: string): RegisterRule | undefined => {
  const rule = rules?.[field]
  return rule !== undefined && compileRule(rule).enabled ? rule : undefined
}

/** Fields whose `acceptedPattern` does not compile (treated as any text): for the UI or a log to report. */
export const invalidPatterns = (rules: RegisterRules): ReadonlyArray<string> =>
  Object.entries(rules)
    .filter(([, rule]) => compileRule(rule).pattern.invalid)
    .map(([field]) => field)
