/**
 * Interface languages (spec section 1): the header offers CN, EN, JA, TH, VI, PT, held as i18n codes. The platform
 * speaks its own codes (`Language` header and `hisLang`: `EN`, `CN`...; wire notes section 1). Default EN; the
 * language at start is the stored `hisLang`, else the brand default, else EN (spec section 1).
 */
import * as Schema from "effect/Schema"

/** Languages of the header selector, as i18n codes. */
export const Language = Schema.Literals(["zh-CN", "en", "ja", "th", "vi", "pt"])
export type Language = typeof Language.Type

/** The default language (spec section 9). */
export const defaultLanguage: Language = "en"

/** The platform's code of each language (the `Language` header, `hisLang`, `PUT /wps/member/language`). */
export const platformCode: Readonly<Record<Language, string>> = {
  "zh-CN": "CN",
  en: "EN",
  ja: "JA",
  th: "TH",
  vi: "VI",
  pt: "PT",
}

const byText: ReadonlyMap<string, Language> = new Map<string, Language>([
  ["zh-cn", "zh-CN"],
  ["zh_cn", "zh-CN"],
  ["cn", "zh-CN"],
  ["zh", "zh-CN"],
  ["en", "en"],
  ["ja", "ja"],
  ["jp", "ja"],
  ["th", "th"],
  ["vi", "vi"],
  ["vn", "vi"],
  ["pt", "pt"],
])

/** The language a stored or configured text names (an i18n or a platform code, any case); undefined if none. */
export const parseLanguage = (text: string | undefined | null): Language | undefined =>
  text == null ? undefined : byText.get(text.trim().toLowerCase())

/** The language to start with: the stored `hisLang`, else the brand default, else EN (spec section 1). */
export const resolveLanguage = (storedHisLang: string | undefined, brandDefault: string | undefined): Language =>
  parseLanguage(storedHisLang) ?? parseLanguage(brandDefault) ?? defaultLanguage
