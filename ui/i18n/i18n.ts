/**
 * The interface's translations (DESIGN.md ui; spec sections 1 and 5): i18next over one JSON file per language and
 * area (`locales/<lng>/<area>.json`), each loaded on demand (a dynamic import) through the table of files
 * (localeFiles.ts; the home page's files have a small table of their own, firstFiles.ts). i18next itself (15 KB gzip)
 * is not on the first view's path (the first view's byte budget): the composition root loads it at the visitor's
 * first input (`loadEngine`, ui/app/firstInput.ts), or sooner when a string needs it, and until then the same files are read
 * by the first view's translator (lookup.ts), which gives i18next's text for every key the files hold. Components
 * read strings through `useT(area)` (useT.ts); the language follows core's `LanguageChanged` (`setLanguage`, wired by
 * the composition root), and a language change first loads every area already in use in the new language, so the
 * switch is one re-render with no untranslated flash.
 */
import type { i18n as I18n, TOptions } from "i18next"
import { defaultLanguage, type Language } from "../../core/model/Language.ts"
import { firstFiles } from "./firstFiles.ts"
import type { Bundle } from "./localeFiles.ts"
import { holds, lookup, type Strings } from "./lookup.ts"

/** A translation area: one JSON file per language (`common`, `layout`, `login`, `validation`...). */
export type Area = string

/** The path of a language's area file. */
export const fileOf = (language: Language, area: Area): string => `./locales/${language}/${area}.json`

let instance: I18n | undefined
/** The first language is known (core announced it): until then areas are noted, not loaded, so no string flashes. */
let settled = false
let library: Promise<I18n> | undefined
let current: Language = defaultLanguage
let version = 0
const listeners = new Set<() => void>()
/** Areas some component asked for: loaded in every language the interface switches to. */
const used = new Set<Area>()
/** Loads started, by file path. */
const loads = new Map<string, Promise<void>>()
/** Every file loaded, by path: its language, area and strings (added to i18next too once it is there). */
const loaded = new Map<string, { readonly language: Language; readonly area: Area; readonly strings: Strings }>()

const bump = () => {
  version++
  for (const l of listeners) l()
}

/** The i18next instance, created and initialised once, with every file loaded so far. */
const lib = (): Promise<I18n> => {
  if (library !== undefined) return library
  library = import("i18next").then(async (m) => {
    const i = m.default.createInstance()
    await i.init({
      lng: current,
      fallbackLng: false,
      resources: {},
      partialBundledLanguages: true,
      // Keys are flat: server error codes such as "system.busy" are keys as they are.
      keySeparator: false,
      nsSeparator: false,
      // React escapes what it renders; SafeHtml is the one way HTML reaches the page.
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    for (const { language, area, strings } of loaded.values()) i.addResourceBundle(language, area, strings, true, true)
    instance = i
    bump()
    return i
  })
  // A failed chunk may be retried by the next need.
  library.catch(() => (library = undefined))
  return library
}

/**
 * Loads i18next and the table of every string file (once): the composition root calls it at the visitor's first
 * input, so a modal's strings are one request away when it opens.
 */
export const loadEngine = (): Promise<void> => Promise.all([lib(), localeFiles()]).then(() => undefined)

/** The table of every string file but the first view's (a chunk of its own). */
const localeFiles = () => import("./localeFiles.ts")

/** String files an area brought with its own chunk (addFiles), by path: read without the table of every file. */
const added = new Map<string, () => Promise<Bundle>>()

/**
 * Adds string files to read without the table of every file (a lazy area's own strings, ui/home/homeStrings.ts):
 * keys are paths as `fileOf` spells them.
 */
export const addFiles = (files: Readonly<Record<string, () => Promise<Bundle>>>): void => {
  for (const [path, loader] of Object.entries(files)) added.set(path, loader)
}

/** Loads one area of one language into i18next (once). */
const load = (language: Language, area: Area): Promise<void> => {
  const path = fileOf(language, area)
  let p = loads.get(path)
  if (p === undefined) {
    const first = firstFiles[path] ?? added.get(path)
    const bundleOf =
      first !== undefined
        ? first()
        : localeFiles().then(({ files }) => {
            const loader = files[path]
            return loader === undefined ? undefined : loader()
          })
    p = bundleOf.then((bundle) => {
      const strings = bundle?.default ?? {}
      instance?.addResourceBundle(language, area, strings, true, true)
      loaded.set(path, { language, area, strings })
    })
    // A failed chunk may be retried by the next request for it.
    p.catch(() => loads.delete(path))
    loads.set(path, p)
  }
  return p
}

/** Makes sure areas are loaded in the current language; the interface re-renders when they arrive. */
export const loadAreas = (areas: ReadonlyArray<Area>): Promise<void> => {
  for (const a of areas) used.add(a)
  if (!settled) return Promise.resolve()
  const language = current
  return Promise.all(areas.map((a) => load(language, a))).then(() => {
    if (language === current) bump()
  })
}

/** Loads every area in use in `language` without switching to it (so the switch itself is instant). */
export const prepareLanguage = (language: Language): Promise<void> =>
  Promise.all([...used].map((a) => load(language, a))).then(() => undefined)

/** Switches the interface to `language` once its areas are loaded. */
export const setLanguage = async (language: Language): Promise<void> => {
  current = language
  settled = true
  await prepareLanguage(language)
  if (current !== language) return
  await instance?.changeLanguage(language)
  if (current !== language) return
  if (typeof document !== "undefined") document.documentElement.lang = language
  bump()
}

/** The language the interface shows. */
export const currentLanguage = (): Language => current

/** An area is loaded in the current language. */
export const isLoaded = (area: Area): boolean => loaded.has(fileOf(current, area))

/**
 * Translates `key` of `area` in the current language; "" while the area loads. Before i18next is there, the first
 * view's translator answers; what it declines waits for i18next (asked for at once), which re-renders the interface.
 */
export const translate = (area: Area, key: string, params?: Readonly<Record<string, unknown>>): string => {
  const strings = loaded.get(fileOf(current, area))?.strings
  if (strings === undefined) return ""
  if (instance !== undefined) return instance.t(key, { ...(params as TOptions), ns: area, lng: current }) as string
  const text = lookup(current, strings, key, params)
  if (text === undefined) void lib().catch(() => undefined)
  return text ?? ""
}

/** The area has a translation for `key` (server error codes are shown translated when we know them). */
export const hasKey = (area: Area, key: string): boolean => {
  const strings = loaded.get(fileOf(current, area))?.strings
  if (strings === undefined) return false
  return instance === undefined ? holds(strings, key) : instance.exists(key, { ns: area, lng: current })
}

/** Listens to every change of strings (a language switch, an area arriving). */
export const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Changes whenever strings change (for `useSyncExternalStore`). */
export const snapshot = (): number => version
