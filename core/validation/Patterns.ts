/**
 * The registration pattern catalogue (spec section 5): the twenty patterns a brand's registration rules point at by
 * `patternId`, each with its regular expression and its message key `reg_pattern_<id>` (wire notes section 5), whose
 * text carries `(min)` and `(max)`.
 *
 * The spec names seventeen kinds and says there are twenty patterns; it does not say which id is which. The id
 * assignment below is OUR CHOICE: ids 1 to 17 follow the spec's list in order, and ids 18 to 20 are variants of
 * listed kinds (letters-and-digits with symbols allowed, a bilingual real name, digits with a leading `+`). The server
 * sends its own `acceptedPattern` with each rule, and that is what a value is checked against (`RuleCheck.ts`); this
 * catalogue names the message and gives the reference platform (sandbox) and tests a regex for every id.
 *
 * Sources are unanchored (the checker anchors them) and valid both with and without the `u` flag except where they
 * use `\p{..}`, which needs it; `AcceptedPattern.compile` tries `u` first.
 */

/** The pattern ids the platform uses. */
export const patternIds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20] as const
export type PatternId = (typeof patternIds)[number]

/** The message key of a pattern (`(min)`-`(max)` in its text). */
export type PatternKey = `reg_pattern_${PatternId}`
/** The message key of a pattern when min equals max: one number shown (spec section 5). */
export type PatternExactKey = `reg_pattern_${PatternId}_exact`

/** The kinds of spec section 5, in the spec's order. */
export type PatternKind =
  | "charactersOnly"
  | "letterFirstThenLettersDigits"
  | "chineseAndDigits"
  | "email"
  | "alphanumeric"
  | "lettersAndDigitsBoth"
  | "digitsOnly"
  | "alphanumericWithUppercase"
  | "englishLettersAndSpaces"
  | "noSpaces"
  | "chineseAndPunctuation"
  | "date"
  | "koreanOnly"
  | "thaiOnly"
  | "thaiOrEnglishWithSpaces"
  | "uppercaseAndSpacesWithLetter"
  | "lettersDigitsSymbols"

/** One entry of the catalogue. */
export interface Pattern {
  readonly id: PatternId
  readonly kind: PatternKind
  /** What it accepts, in English, for developers (the UI's text comes from the key). */
  readonly description: string
  /** Unanchored regex source, as a platform would send it in `acceptedPattern`. */
  readonly source: string
  readonly key: PatternKey
  readonly exactKey: PatternExactKey
}

const chinese = "\\u4e00-\\u9fa5"
const chinesePunctuation =
  "\\u3000-\\u303f\\uff01-\\uff0f\\uff1a-\\uff20\\u00b7\\u2014\\u2026\\u2018\\u2019\\u201c\\u201d"
const asciiPunctuation = "\\x21-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7e"
const thai = "\\u0e00-\\u0e7f"
const hangul = "\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f"
const month = "(?:0[1-9]|1[0-2])"
const day = "(?:0[1-9]|[12][0-9]|3[01])"

const entry = (id: PatternId, kind: PatternKind, description: string, source: string): Pattern => ({
  id,
  kind,
  description,
  source,
  key: `reg_pattern_${id}`,
  exactKey: `reg_pattern_${id}_exact`,
})

/** The twenty patterns, by id order. */
export const patterns: ReadonlyArray<Pattern> = [
  entry(1, "charactersOnly", "letters of any script only", "[\\p{L}\\p{M}]+"),
  entry(2, "letterFirstThenLettersDigits", "an English letter first, then letters and digits", "[A-Za-z][A-Za-z0-9]*"),
  entry(3, "chineseAndDigits", "Chinese characters and digits", `[${chinese}0-9]+`),
  entry(4, "email", "an email address", "[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}"),
  entry(5, "alphanumeric", "letters and digits, no special characters", "[A-Za-z0-9]+"),
  entry(6, "lettersAndDigitsBoth", "letters and digits, at least one of each", "(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+"),
  entry(7, "digitsOnly", "digits only", "[0-9]+"),
  entry(8, "alphanumericWithUppercase", "letters and digits with at least one uppercase", "(?=.*[A-Z])[A-Za-z0-9]+"),
  entry(9, "englishLettersAndSpaces", "English letters and spaces", "[A-Za-z ]+"),
  entry(10, "noSpaces", "anything without spaces", "\\S+"),
  entry(
    11,
    "chineseAndPunctuation",
    "Chinese characters and punctuation",
    `[${chinese}${chinesePunctuation}${asciiPunctuation}]+`,
  ),
  entry(12, "date", "a date yyyy-MM-dd or MM-dd-yyyy", `[0-9]{4}-${month}-${day}|${month}-${day}-[0-9]{4}`),
  entry(13, "koreanOnly", "Korean (Hangul) only", `[${hangul}]+`),
  entry(14, "thaiOnly", "Thai only", `[${thai}]+`),
  entry(15, "thaiOrEnglishWithSpaces", "Thai or English letters with spaces", `[${thai}A-Za-z ]+`),
  entry(16, "uppercaseAndSpacesWithLetter", "uppercase letters and spaces, at least one letter", "(?=.*[A-Z])[A-Z ]+"),
  entry(17, "lettersDigitsSymbols", "letters, digits and symbols (printable ASCII, no spaces)", "[\\x21-\\x7e]+"),
  // Variants (our choice, see the module doc).
  entry(
    18,
    "lettersAndDigitsBoth",
    "letters and digits, at least one of each, symbols allowed",
    "(?=.*[A-Za-z])(?=.*[0-9])[\\x21-\\x7e]+",
  ),
  entry(
    19,
    "chineseAndPunctuation",
    "a real name: Chinese or English letters, spaces and dots",
    `[${chinese}A-Za-z ·.]+`,
  ),
  entry(20, "digitsOnly", "digits with an optional leading +", "\\+?[0-9]+"),
]

const byId = new Map<number, Pattern>(patterns.map((p) => [p.id, p]))

/** The pattern a rule's `patternId` names (a number or a numeric string), if it is one of the twenty. */
export const patternById = (id: unknown): Pattern | undefined => {
  const n = typeof id === "number" ? id : typeof id === "string" && /^\s*\d+\s*$/.test(id) ? Number(id) : Number.NaN
  return byId.get(n)
}
