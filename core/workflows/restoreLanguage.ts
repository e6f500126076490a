/**
 * The language at start (spec section 1): the locally stored `hisLang`, else the brand's default, else EN.
 * Emitted as `LanguageChanged` so the interface and validation messages start in it.
 */
import * as Effect from "effect/Effect"
import { resolveLanguage } from "../model/Language.ts"
import { LocalStore } from "../ports/KeyValue.ts"
import { emit, state } from "../store/EventLog.ts"

/** Picks the starting language and announces it. */
export const restoreLanguage = Effect.gen(function* () {
  const local = yield* LocalStore
  const stored = yield* local.get("hisLang")
  const brand = (yield* state).settings.brand?.defaultLanguage
  const language = resolveLanguage(stored, brand)
  yield* local.set("lang", language)
  yield* emit({ _tag: "LanguageChanged", language })
  return language
})
