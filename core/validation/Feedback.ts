/**
 * The feedback form (spec section 5: "content between {0} and {1} words"). The spec does not give the bounds: our
 * choice is 5 to 500 words, overridable by the caller. Words are counted so that every language counts fairly: a run
 * of letters or digits separated by spaces or punctuation is one word, and each Chinese or Japanese character
 * is one word (those scripts do not separate words with spaces; Korean does, so it counts like English).
 */
import { collect, type FormResult, formResult, problem } from "./Problem.ts"

/** Default word bounds (our choice). */
export const feedbackWordBounds = { min: 5, max: 500 } as const

/** What the person wrote. */
export interface FeedbackForm {
  readonly content: string
}

export type FeedbackField = keyof FeedbackForm

const unspaced = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}"
/** One Chinese or Japanese character, or a run of other letters, marks, digits and word joiners. */
const token = new RegExp(`[${unspaced}]|(?:(?![${unspaced}])[\\p{L}\\p{M}\\p{N}'’_-])+`, "gu")
const hasLetterOrDigit = /[\p{L}\p{N}]/u

/** The number of words in a text. */
export const wordCount = (text: string): number => {
  let n = 0
  for (const m of text.matchAll(token)) if (hasLetterOrDigit.test(m[0])) n++
  return n
}

/** Validates feedback; an empty content is "input cannot be empty", else its words must lie within the bounds. */
export const validateFeedback = (
  form: FeedbackForm,
  bounds: { readonly min: number; readonly max: number } = feedbackWordBounds,
): FormResult<FeedbackField, FeedbackForm> => {
  const content = form.content.trim()
  const words = wordCount(content)
  return formResult(
    { content },
    collect<FeedbackField>([
      [
        "content",
        content === ""
          ? problem("input_required")
          : words < bounds.min || words > bounds.max
            ? problem("feedback_word_count", { min: bounds.min, max: bounds.max })
            : undefined,
      ],
    ]),
  )
}
