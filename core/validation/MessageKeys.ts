/**
 * Every message key validation can return (spec sections 5 and 8). The texts live in the UI's translations, which
 * must hold each key in all six languages (the UI's tests assert it over `messageKeys`). Parameters are named in the
 * comments; numbers are passed as numbers so the UI formats them for the language.
 */
import { type Pattern, type PatternExactKey, type PatternKey, patternById, patterns } from "./Patterns.ts"

/** Keys for a rule whose `patternId` is not one of the twenty: "must be (min)-(max) characters" and its one-number form. */
export const defaultPatternKeys = ["reg_pattern_default", "reg_pattern_default_exact"] as const

/** The keys other than the pattern catalogue's. */
export const otherKeys = [
  /** Registration: the confirmation differs from the password (spec sections 5 and 8). */
  "inconsistent_twice",
  /** Change password: the confirmation differs ("Incorrect confirmation input"). */
  "confirmation_incorrect",
  /** "Password must be (min)-(max) characters": params `{ min, max }`, when the brand sends no password rule. */
  "password_length",
  /** "Please enter a valid verification code": an SMS code missing or longer than 255. */
  "verification_code_invalid",
  /** "Please enter a valid mobile number": login and recovery by phone without a brand rule. */
  "mobile_invalid",
  /** "Phone format incorrect": a contact number (Zalo, WhatsApp) asked for some bonuses. */
  "phone_format_invalid",
  /** "Real name format incorrect". */
  "real_name_invalid",
  /** "Invalid invitation code": the format of a referral or affiliate code typed outside the rules. */
  "invitation_code_invalid",
  /** "Input cannot be empty". */
  "input_required",
  /** "You must agree to the terms". */
  "terms_required",
  /** The age agreement: params `{ age }` (18). */
  "age_required",
  /** Activity application: comment longer than `{ max }` (140) characters. */
  "comment_too_long",
  /** Activity application: an image that is not png or jpg, params `{ name }`. */
  "image_type_invalid",
  /** Activity application: an image over `{ maxMb }` (5) MB, params `{ name, maxMb }`. */
  "image_too_large",
  /** Activity application: more than `{ max }` (3) images. */
  "too_many_images",
  /** Feedback: content between `{ min }` and `{ max }` words (the spec's {0} and {1}). */
  "feedback_word_count",
  /** An amount that is not a number with at most two decimals. */
  "amount_format_invalid",
  /** An amount under `{ min }` (major units). */
  "amount_below_min",
  /** An amount over `{ max }` (major units). */
  "amount_above_max",
  /** An amount over the balance `{ balance }` (major units). */
  "amount_above_balance",
] as const

/** A message key validation can return. */
export type MessageKey = PatternKey | PatternExactKey | (typeof defaultPatternKeys)[number] | (typeof otherKeys)[number]

/** Every key, once: `reg_pattern_1..20`, their `_exact` forms, the default pattern keys, then the others. */
export const messageKeys: ReadonlyArray<MessageKey> = [
  ...patterns.map((p) => p.key),
  ...patterns.map((p) => p.exactKey),
  ...defaultPatternKeys,
  ...otherKeys,
]

/** What a pattern's message key says: the pattern it names and whether it is the one-number (`_exact`) form. */
export interface PatternKeyReading {
  /** Undefined for the default keys (a rule whose `patternId` is not one of the twenty). */
  readonly pattern: Pattern | undefined
  /** The one-number form (min equals max), whose parameter is `{ length }` instead of `{ min, max }`. */
  readonly exact: boolean
}

/** Reads a pattern key (`reg_pattern_<id>`, `reg_pattern_default`, and their `_exact` forms); undefined for others. */
export const readPatternKey = (key: string): PatternKeyReading | undefined => {
  const m = /^reg_pattern_(\d+|default)(_exact)?$/.exec(key)
  return m === null ? undefined : { pattern: patternById(m[1]), exact: m[2] !== undefined }
}
