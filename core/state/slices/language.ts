/**
 * The interface language (spec section 1, section 4 "Language change"): the current language, set by
 * `LanguageChanged` (at start from the stored `hisLang`, the brand default or EN), and whether the member's language
 * was saved on the platform since.
 */
import { defaultLanguage, type Language } from "../../model/Language.ts"
import { slice } from "../Slice.ts"

export interface LanguageState {
  /** A language was chosen (restored or picked). */
  readonly loaded: boolean
  readonly current: Language
  /** The platform holds the member's current language. */
  readonly saved: boolean
}

export const initialLanguage: LanguageState = { loaded: false, current: defaultLanguage, saved: false }

export const language = slice<LanguageState>(initialLanguage, {
  LanguageChanged: (s, e) =>
    s.loaded && s.current === e.language ? s : { loaded: true, current: e.language, saved: false },
  LanguageSaved: (s) => (s.saved ? s : { ...s, saved: true }),
  LoggedOut: (s) => (s.saved ? { ...s, saved: false } : s),
})
