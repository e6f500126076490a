/**
 * Language change (spec section 4): the language is stored (`lang` as the i18n code, `hisLang` as the platform's
 * code, which the client's `Language` header reads), the interface and validation messages follow
 * `LanguageChanged`, and for a member the platform is told (`PUT /wps/member/language`, a quiet call whose failure
 * changes nothing the person sees).
 */
import * as Effect from "effect/Effect"
import * as session from "../contract/api/session.ts"
import { type Language, platformCode } from "../model/Language.ts"
import { LocalStore } from "../ports/KeyValue.ts"
import { emit, state } from "../store/EventLog.ts"
import { call } from "./call.ts"

/** Stores the language locally. */
export const storeLanguage = (language: Language) =>
  Effect.gen(function* () {
    const local = yield* LocalStore
    yield* local.set("lang", language)
    yield* local.set("hisLang", platformCode[language])
  })

/** Changes the interface language and, for a member, the platform's. */
export const changeLanguage = (language: Language) =>
  Effect.gen(function* () {
    yield* storeLanguage(language)
    yield* emit({ _tag: "LanguageChanged", language })
    if ((yield* state).session.loggedIn) {
      yield* Effect.ignore(call(session.memberLanguage, { language: platformCode[language] }))
    }
  })
