/** Loads the help centre's topics in a language (`GET /wps/system/helpCenter`, lang and device WEB; spec section 2). */
import { settings } from "../contract/api/settings.ts"
import { type Language, platformCode } from "../model/Language.ts"
import { call } from "./call.ts"

/** Loads the help topics. */
export const loadHelpCentre = (language: Language) =>
  call(settings.helpCentre, { lang: platformCode[language], device: "WEB" })
