/**
 * Which chunk of the browser build a module goes to (vite.config.ts): one rule by folder, so a new file lands in its
 * area's chunk without touching the config, and renaming a file never moves it (docs/decisions.md, "Chunks").
 *
 * 1. What the entry imports statically is the entry chunk (the bundler's `$initial` tag, not this rule).
 * 2. A string file `ui/i18n/locales/<lng>/<area>.json`: `strings-<lng>` for the areas the first view shows,
 *    `strings-<lng>-<group>` for an area of `stringGroups` (the home page's lower blocks, the game lobbies), else
 *    `strings-<lng>-more`.
 * 3. A file in an area folder of `ui/` is its area's unless a file of another area imports it statically (then rule 4): `ui/<area>/**` (memberCentre, agentCentre, games, lottery,
 *    records, accounts, content, modals, ...) and `ui/sections/<route>/**` (`route-<route>`: the route's section; `route-index` is the home page's).
 *    The shared folders (app, actions, components, forms, i18n, state, styles, testing) are no area.
 * 4. Any other file (core, adapters, the shared ui folders, libraries) goes where it is used: to the one area whose
 *    files import it (statically, through any number of files outside areas); to the first area of the home page's
 *    first screen that uses it (`firstScreen`: the start, the home section, the later slices, the layout, the
 *    home page's lower blocks); else to `shared` when several areas use it. A lazy import is a load boundary wherever it is: what a
 *    file loads lazily counts as used by an area named after that file (`ui/components/SafeHtml.tsx` →
 *    `SafeHtml-calls`: the sanitiser; `ui/actions/balance.ts` → `balance-calls`; what ui/main.tsx loads, the browser
 *    runtime, is the start's).
 *
 * So core stays whole (a core module is never cut, it only goes to the chunk of the code that uses it) and ui
 * decides the delivery: an action in ui/actions/ used only by member-centre pages brings its workflows into the
 * member centre's chunk.
 */

/** Folders of ui/ shared by every area: their files go where they are used (rule 4). */
const sharedFolders: ReadonlySet<string> = new Set([
  "app",
  "actions",
  "components",
  "forms",
  "i18n",
  "state",
  "styles",
  "testing",
])

/** The string areas the first view shows (ui/i18n/firstFiles.ts loads them with the start). */
const firstStringAreas: ReadonlySet<string> = new Set(["common", "layout", "home"])

/**
 * String areas with a chunk of their own per language, by the group that names it: the home page's lower blocks
 * (ui/home/) and the game lobbies (ui/games/), the two places a visitor goes first. Each then loads the few KB it
 * shows rather than every other string of the language (`strings-<lng>-more`, some 17 KB gzip).
 */
const stringGroups: ReadonlyMap<string, string> = new Map([
  ["homeMore", "home"],
  ["games", "games"],
])

/** The chunk of the start: the first view of every route needs it, so a module it uses goes nowhere else. */
export const startChunk = "start"

/** The chunk of the home route's section: its first view, so a module it uses goes to no other area's chunk. */
export const homeChunk = "route-index"

/**
 * The areas the home page loads, in order: the start, the home section, the later slices (every page registers them
 * at the visitor's first input, ui/app/slices.ts), the layout's lazy parts (the footer, the right bar, the mini
 * game), the popup notice, "Play for fun" on the hot slots and the home page's lower blocks. A module one of them shares with other
 * areas goes to the first of them, so the home page never loads the `shared` chunk of everything else.
 */
export const firstScreen: ReadonlyArray<string> = [
  startChunk,
  homeChunk,
  "slices-calls",
  "layout",
  "popupNotice",
  "hotFun",
  "home",
]

/** A module id with `/` separators, relative to the project when it is inside it. */
const pathOf = (id: string, root: string): string => {
  const path = id.replaceAll("\\", "/")
  const base = root.replaceAll("\\", "/").replace(/\/?$/, "/")
  return path.startsWith(base) ? path.slice(base.length) : path
}

/** Rule 2: the strings chunk of a locale file, or undefined. */
export const stringsChunkOf = (path: string): string | undefined => {
  const m = /(?:^|\/)ui\/i18n\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)
  if (m?.[1] === undefined || m[2] === undefined) return undefined
  if (firstStringAreas.has(m[2])) return `strings-${m[1]}`
  const group = stringGroups.get(m[2])
  return group === undefined ? `strings-${m[1]}-more` : `strings-${m[1]}-${group}`
}

/** Rule 3: the area folder of a ui file, or undefined for a file outside any area. */
export const areaOf = (path: string): string | undefined => {
  const section = /(?:^|\/)ui\/sections\/([^/]+)\//.exec(path)?.[1]
  if (section !== undefined) return `route-${section}`
  // A file directly in ui/sections/ (NotFound, Placeholder) is the sections' own.
  if (/(?:^|\/)ui\/sections\/[^/]+$/.test(path)) return "route"
  const folder = /(?:^|\/)ui\/([^/]+)\//.exec(path)?.[1]
  return folder === undefined || sharedFolders.has(folder) ? undefined : folder
}

/** What the rule reads of the bundler's module graph. */
export interface Graph {
  readonly root: string
  readonly isInitial: (id: string) => boolean
  readonly importers: (id: string) => ReadonlyArray<string>
  readonly dynamicImporters: (id: string) => ReadonlyArray<string>
}

/**
 * The area of what a file loads lazily: the file's base name, except that what the composition root (ui/main.tsx:
 * the browser runtime) loads is the start's, since the start cannot run without it.
 */
const lazyAreaOf = (path: string): string => {
  const name = path.replace(/^.*\//, "").replace(/\.[^.]*$/, "")
  // Named apart from the area folders (ui/actions/games.ts is not ui/games/).
  return name === "main" || name === startChunk ? startChunk : `${name}-calls`
}

/**
 * The chunk namer of rules 2-4 over `graph` (memoised: the bundler asks once per module). Answers null for a module
 * of the entry, and for one no area reaches (the bundler then chunks it on its own).
 */
export const chunkNamer = (graph: Graph): ((id: string) => string | null) => {
  const memo = new Map<string, ReadonlySet<string>>()
  /** The areas that use `id` (rule 4); a cycle contributes nothing on the way back. */
  const usersOf = (id: string, visiting: Set<string>): ReadonlySet<string> => {
    const known = memo.get(id)
    if (known !== undefined) return known
    const path = pathOf(id, graph.root)
    const own = areaOf(path)
    if (visiting.has(id)) return new Set(own === undefined ? [] : [own])
    visiting.add(id)
    const areas = new Set<string>(own === undefined ? [] : [own])
    // A file another area imports statically is used there too: it cannot stay in its folder's chunk without
    // bringing the whole area along.
    for (const importer of graph.importers(id))
      if (!graph.isInitial(importer)) for (const a of usersOf(importer, visiting)) areas.add(a)
    // A lazy import is a load boundary wherever it is: a file of an area starts that area's chunk; any other file
    // (a library, a widget's helper, the login's workflows) is an area of its own named after the file that loads it.
    if (own === undefined)
      for (const importer of graph.dynamicImporters(id)) {
        const from = pathOf(importer, graph.root)
        areas.add(lazyAreaOf(from))
      }
    visiting.delete(id)
    memo.set(id, areas)
    return areas
  }
  return (id) => {
    if (graph.isInitial(id)) return null
    const path = pathOf(id, graph.root)
    const strings = stringsChunkOf(path)
    if (strings !== undefined) return strings
    const areas = usersOf(id, new Set())
    for (const first of firstScreen) if (areas.has(first)) return first
    if (areas.size === 1) return [...areas][0] ?? null
    return areas.size === 0 ? null : "shared"
  }
}
