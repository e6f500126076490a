/**
 * The first view's translator (the first view's byte budget): until i18next has loaded (i18n.ts loads it once the portal is
 * interactive), strings are read straight from the same JSON files with the subset of i18next the files use: flat
 * keys, `{{name}}` interpolation without escaping, and plural forms (`key_zero` for 0, then `key_<Intl plural
 * category>`, then `key_other`). What it cannot render the same way (a formatted value, nesting) it declines, and
 * the caller waits for i18next. `lookup.test.ts` checks it against i18next for every key of every language.
 */

/** One area's strings in one language, as the JSON file holds them. */
export type Strings = Readonly<Record<string, unknown>>

const placeholder = /{{([^{}]*)}}/g

const plurals = new Map<string, Intl.PluralRules>()
const pluralOf = (language: string, count: number): string => {
  let rules = plurals.get(language)
  if (rules === undefined) {
    rules = new Intl.PluralRules(language)
    plurals.set(language, rules)
  }
  return rules.select(count)
}

/** The key that holds the text for `params` (a plural form when a numeric `count` is given). */
const keyOf = (language: string, strings: Strings, key: string, count: unknown): string => {
  if (typeof count !== "number") return key
  const forms = [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralOf(language, count)}`, `${key}_other`]
  return forms.find((f) => typeof strings[f] === "string") ?? key
}

/** The text of `key` with `params` filled in, or undefined when only i18next can say it. */
export const lookup = (
  language: string,
  strings: Strings,
  key: string,
  params?: Readonly<Record<string, unknown>>,
): string | undefined => {
  const text = strings[keyOf(language, strings, key, params?.count)]
  if (typeof text !== "string" || text.includes("$t(")) return undefined
  let plain = true
  const out = text.replace(placeholder, (whole, inner: string) => {
    const name = inner.trim()
    const value = params?.[name]
    // A format (`{{x, number}}`), a path or a missing value: i18next's own rules apply.
    if (name.includes(",") || name.includes(".") || value === undefined || value === null) plain = false
    return plain ? String(value) : whole
  })
  return plain ? out : undefined
}

/** The area has `key` (directly or as a plural form), as i18next's `exists` answers without a count. */
export const holds = (strings: Strings, key: string): boolean => typeof strings[key] === "string"
