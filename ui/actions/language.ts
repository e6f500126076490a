/**
 * Changing the interface language (spec section 4 "Language change"): the new language's strings load first, then
 * core's `changeLanguage` stores it, announces it (the interface and every validation message follow) and, for a
 * member, tells the platform.
 */
import type { Language } from "../../core/model/Language.ts"
import { changeLanguage } from "../../core/workflows/changeLanguage.ts"
import { run } from "../app/runtime.ts"
import { prepareLanguage } from "../i18n/i18n.ts"

/** Switches to `language`. */
export const chooseLanguage = async (language: Language): Promise<void> => {
  await prepareLanguage(language)
  await run(changeLanguage(language))
}
