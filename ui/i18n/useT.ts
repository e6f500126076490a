/**
 * `useT(area)`: the tiny hook over i18next (DESIGN.md ui: `useSyncExternalStore` on the string changes rather than
 * react-i18next). Asks for its area on first use and re-renders when the language or the strings change; while the
 * area loads, `t` answers "" and `ready` is false, so a component can show a skeleton instead.
 */
import { useMemo, useSyncExternalStore } from "react"
import { type Area, currentLanguage, hasKey, isLoaded, loadAreas, snapshot, subscribe, translate } from "./i18n.ts"

/** A translator bound to an area. */
export interface T {
  (key: string, params?: Readonly<Record<string, unknown>>): string
  /** The area's strings are loaded in the current language. */
  readonly ready: boolean
  /** The current language (i18n code). */
  readonly language: string
  /** The area has `key` (to prefer a translation over a server's text). */
  readonly has: (key: string) => boolean
}

/** A translator of `area` for the current strings (also usable outside React). */
export const translator = (area: Area): T =>
  Object.assign((key: string, params?: Readonly<Record<string, unknown>>) => translate(area, key, params), {
    ready: isLoaded(area),
    language: currentLanguage(),
    has: (key: string) => hasKey(area, key),
  })

/** The strings of `area`, re-rendering on every language or string change. */
export function useT(area: Area): T {
  const version = useSyncExternalStore(subscribe, snapshot, snapshot)
  if (!isLoaded(area)) void loadAreas([area])
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the strings' version; a new one is a new t.
  return useMemo(() => translator(area), [area, version])
}
