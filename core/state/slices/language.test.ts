import { describe, expect, it } from "vitest"
import { initialState, reduce, replay } from "../State.ts"

describe("language slice", () => {
  it("starts in EN and follows LanguageChanged", () => {
    expect(initialState.language).toEqual({ loaded: false, current: "en", saved: false })
    expect(replay([{ _tag: "LanguageChanged", language: "th" }]).language).toEqual({
      loaded: true,
      current: "th",
      saved: false,
    })
  })
  it("records the platform's save until the next change", () => {
    const saved = replay([
      { _tag: "LanguageChanged", language: "vi" },
      { _tag: "LanguageSaved", value: null },
    ])
    expect(saved.language.saved).toBe(true)
    expect(reduce(saved, { _tag: "LanguageChanged", language: "vi" }).language).toBe(saved.language)
    expect(reduce(saved, { _tag: "LanguageChanged", language: "pt" }).language.saved).toBe(false)
  })
})
