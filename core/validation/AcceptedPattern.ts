/**
 * A rule's `acceptedPattern` (spec sections 3 and 5; wire notes section 5) compiled once into a whole-value test.
 *
 * The platform sends a regex source; `"*"` means `.*`. The source is anchored (`^(?:source)$`) because a rule accepts
 * a value, not a value containing a match. It is compiled with the `u` flag when it allows it (so `\p{L}` and astral
 * characters work) and without otherwise (older patterns use escapes `u` refuses). A source that compiles in neither
 * mode is a brand misconfiguration: it must not break registration, so it is treated as "any text" and marked
 * `invalid` so the UI or a log can say so (`RuleCheck.invalidPatterns`). Compiled patterns are cached by source.
 */

/** A compiled accepted pattern. */
export interface AcceptedPattern {
  /** The source as the platform sent it (`undefined` when there was none). */
  readonly source: string | undefined
  /** True when the whole value matches. */
  readonly test: (value: string) => boolean
  /** The source did not compile: the pattern accepts any text. */
  readonly invalid: boolean
}

/** The pattern of a rule without one: any text. */
export const anyText: AcceptedPattern = { source: undefined, test: () => true, invalid: false }

/** Sources kept compiled; past this many the cache starts again (sources come from one brand: a handful). */
const cacheLimit = 512
const cache = new Map<string, AcceptedPattern>()

const build = (source: string): AcceptedPattern => {
  const body = source === "*" ? ".*" : source
  const anchored = `^(?:${body})$`
  for (const flags of ["u", ""]) {
    try {
      // The bare source must compile on its own: anchoring could otherwise balance a stray `)` such as `a)|(b`.
      new RegExp(body, flags)
      const re = new RegExp(anchored, flags)
      return { source, test: (value) => re.test(value), invalid: false }
    } catch {
      // try the next mode
    }
  }
  return { source, test: anyText.test, invalid: true }
}

/** The compiled form of a source; none (undefined, null, empty) accepts any text. */
export const compile = (source: string | null | undefined): AcceptedPattern => {
  if (source === undefined || source === null || source === "") return anyText
  const hit = cache.get(source)
  if (hit !== undefined) return hit
  if (cache.size >= cacheLimit) cache.clear()
  const made = build(source)
  cache.set(source, made)
  return made
}
