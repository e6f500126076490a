/**
 * The strings of the home page's lower blocks and its popup notice (`homeMore`, in every language), added to the
 * interface's translations by the chunks that show them (ui/home/HomeMore.tsx, ui/popupNotice/PopupNotice.tsx): read
 * without the table of every string file, which comes with i18next at the visitor's first input, and kept out of
 * the entry, which only the first view's strings are in (ui/i18n/firstFiles.ts). The chunk rule puts each language's
 * file in a chunk of its own (`strings-<lng>-home`, scripts/chunkRule.ts).
 */
import { addFiles } from "../i18n/i18n.ts"
import type { Bundle } from "../i18n/localeFiles.ts"

const files = import.meta.glob<Bundle>("../i18n/locales/*/homeMore.json")

// The table's keys are relative to this folder; the translations name a file from theirs (`./locales/...`).
addFiles(Object.fromEntries(Object.entries(files).map(([path, loader]) => [path.replace("../i18n/", "./"), loader])))
