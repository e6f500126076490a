import { describe, expect, it } from "vitest"
import { validateFeedbackSubmission } from "./FeedbackSubmission.ts"

describe("validateFeedbackSubmission", () => {
  it("sends the trimmed values of a form within the word bounds", () => {
    expect(
      validateFeedbackSubmission({
        content: "  the withdrawal page is very clear  ",
        type: "SUGGESTION",
        captcha: " 1234 ",
      }),
    ).toEqual({
      _tag: "Valid",
      value: { content: "the withdrawal page is very clear", type: "SUGGESTION", captcha: "1234" },
    })
  })

  it("says which fields are wrong: too few words, no captcha", () => {
    const r = validateFeedbackSubmission({ content: "too short", type: "OTHER", captcha: "" })
    expect(r).toEqual({
      _tag: "Invalid",
      problems: {
        content: { key: "feedback_word_count", params: { min: 5, max: 500 } },
        captcha: { key: "input_required", params: {} },
      },
    })
  })

  it("follows the bounds it is given", () => {
    const r = validateFeedbackSubmission({ content: "one two three", type: "OTHER", captcha: "1" }, { min: 1, max: 2 })
    expect(r._tag === "Invalid" && r.problems.content?.params).toEqual({ min: 1, max: 2 })
  })
})
