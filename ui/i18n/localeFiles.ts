/**
 * Every translation file (`locales/<lng>/<area>.json`) as a lazy loader, one chunk each (DESIGN.md ui: strings
 * loaded on demand). The table itself names over a hundred chunks, so it is a chunk of its own too, fetched with
 * i18next (i18n.ts) rather than with the first paint (the first view's byte budget).
 */

/** A translation file's module. */
export type Bundle = { readonly default: Record<string, unknown> }

/** Every translation file, by path (`./locales/<lng>/<area>.json`), as a lazy loader. */
export const files: Record<string, () => Promise<Bundle>> = import.meta.glob<Bundle>("./locales/*/*.json")
