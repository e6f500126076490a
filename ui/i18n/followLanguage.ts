/**
 * The interface's strings follow core's language (spec section 4 "Language change": applied live to every string and
 * validation message): each `LanguageChanged` the store takes switches i18next once the strings have loaded.
 */
import type { Store } from "../../core/store/Store.ts"
import { setLanguage } from "./i18n.ts"

/** Makes the strings follow `store`'s language; returns the unsubscribe function. */
export const followLanguage = (store: Pick<Store, "subscribe">): (() => void) =>
  store.subscribe((_, event) => {
    if (event._tag === "LanguageChanged") void setLanguage(event.language)
  })
