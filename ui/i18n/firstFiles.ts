/**
 * The string files the first view shows (`common`, `layout`, `home`, in every language) as lazy loaders: a table of
 * eighteen, in the entry, so the first strings do not wait for the table of every file (localeFiles.ts), which loads
 * with i18next at the visitor's first input (ui/app/firstInput.ts). The chunk rule (scripts/chunkRule.ts) puts each
 * language's three files in one chunk. The home page's lower blocks add their own table (ui/home/homeStrings.ts).
 */
import type { Bundle } from "./localeFiles.ts"

/** The first view's string files, by path (`./locales/<lng>/<area>.json`), as lazy loaders. */
export const firstFiles: Record<string, () => Promise<Bundle>> = import.meta.glob<Bundle>(
  "./locales/*/{common,layout,home}.json",
)
