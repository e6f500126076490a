import { describe, expect, it } from "vitest"
import { validateFeedback, wordCount } from "./Feedback.ts"

describe("Feedback", () => {
  it("counts words in spaced scripts and characters in Chinese and Japanese", () => {
    expect(wordCount("")).toBe(0)
    expect(wordCount("The site is slow, isn't it?")).toBe(6)
    expect(wordCount("  -- ... ")).toBe(0)
    expect(wordCount("网站很慢")).toBe(4)
    expect(wordCount("hello世界")).toBe(3)
    expect(wordCount("사이트가 느려요")).toBe(2)
    expect(wordCount("Trang web chậm quá")).toBe(4)
  })

  it("requires content between the bounds (default 5 to 500 words)", () => {
    expect(validateFeedback({ content: "  " })).toEqual({
      _tag: "Invalid",
      problems: { content: { key: "input_required", params: {} } },
    })
    expect(validateFeedback({ content: "too short" })).toEqual({
      _tag: "Invalid",
      problems: { content: { key: "feedback_word_count", params: { min: 5, max: 500 } } },
    })
    expect(validateFeedback({ content: " one two three four five " })).toEqual({
      _tag: "Valid",
      value: { content: "one two three four five" },
    })
    expect(validateFeedback({ content: "a b c" }, { min: 1, max: 2 })._tag).toBe("Invalid")
  })
})
