/**
 * The dependency rule of DESIGN.md as a pure function over import edges, so it can be tested and run in CI.
 *
 * core      imports only effect and core
 * adapters  import core, adapters and packages
 * ui        imports core and ui; reaches adapters only through its composition root (ui/main.tsx)
 * sandbox   imports core and sandbox (and packages); never ui or adapters
 * fixtures  hold data; nothing imports tests or scripts (except tests and scripts themselves)
 * examples  shells built on the library as an integrator gets it: the package's entry points (`@arena-portal/sdk`,
 *           `@arena-portal/sdk/core/...`, `@arena-portal/sdk/adapters`) and effect, never a path into the repository (their build is in
 *           scripts/). core, adapters, ui and sandbox never name the package `@arena-portal/sdk`.
 */

import { libraryName } from "./libraryPackage.ts"

/** The top-level layer a repository path belongs to, or undefined for files outside the layers. */
export type Layer = "core" | "adapters" | "ui" | "sandbox" | "fixtures" | "scripts" | "tests" | "examples"

const layers: ReadonlyArray<Layer> = ["core", "adapters", "ui", "sandbox", "fixtures", "scripts", "tests", "examples"]

/** The layers of the library and the app, which reach each other by path, never by the package's name. */
const libraryAndApp: ReadonlyArray<Layer> = ["core", "adapters", "ui", "sandbox"]

/** Packages an example shell may import: the library and its peer dependency. */
const examplePackages = [libraryName, "effect"]

/** Packages core may import: effect alone (a pure helper would be added here, and to the README's layout table). */
const corePackages = ["effect"]

/** Test tooling that tests beside the code (`*.test.ts`) may import, in any layer. */
const testPackages = ["vitest", "fast-check", "@testing-library/react", "@testing-library/user-event", "msw"]

const isTest = (path: string) => /\.test\.tsx?$/.test(path)

/** Files of ui allowed to import adapters: the composition roots. */
const uiCompositionRoots = new Set(["ui/main.tsx", "ui/main.ts"])

/** One import found in a source file. */
export interface ImportEdge {
  readonly from: string
  readonly specifier: string
  /** The repository path the specifier resolves to, when it is relative. */
  readonly resolved?: string
}

/** A breach of the rule, with why. */
export interface Breach {
  readonly edge: ImportEdge
  readonly reason: string
}

export const layerOf = (path: string): Layer | undefined => {
  const top = path.split("/")[0]
  return layers.find((l) => l === top)
}

const packageName = (specifier: string): string =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : (specifier.split("/")[0] ?? specifier)

/** Checks one edge; returns the reason it breaks the rule, or undefined when it is allowed. */
export const check = (edge: ImportEdge): string | undefined => {
  const fromLayer = layerOf(edge.from)
  if (fromLayer === undefined) return undefined
  if (fromLayer === "examples") {
    const inside =
      edge.resolved === undefined
        ? examplePackages.includes(packageName(edge.specifier))
        : layerOf(edge.resolved) === "examples"
    return inside
      ? undefined
      : `examples import the library's entry points (${libraryName}, ${libraryName}/...) and effect only (${edge.resolved ?? edge.specifier})`
  }
  if (edge.resolved === undefined && libraryAndApp.includes(fromLayer) && packageName(edge.specifier) === libraryName) {
    return `only examples import the package ${libraryName}; inside the repository import by path (${edge.specifier})`
  }
  if (edge.resolved === undefined) {
    if (edge.specifier.startsWith("node:")) {
      return fromLayer === "core" ? `core may not import Node built-ins (${edge.specifier})` : undefined
    }
    if (isTest(edge.from) && testPackages.includes(packageName(edge.specifier))) return undefined
    if (fromLayer === "core" && !corePackages.includes(packageName(edge.specifier))) {
      return `core imports only ${corePackages.join(", ")}, not ${edge.specifier}`
    }
    return undefined
  }
  const toLayer = layerOf(edge.resolved)
  if (toLayer === undefined || toLayer === fromLayer) return undefined
  if (toLayer === "tests" || toLayer === "scripts") return `nothing imports ${toLayer}/ (${edge.resolved})`
  switch (fromLayer) {
    case "core":
      return `core imports only core (${edge.resolved})`
    case "adapters":
      return toLayer === "core" || toLayer === "fixtures" ? undefined : `adapters import only core (${edge.resolved})`
    case "ui":
      if (toLayer === "core") return undefined
      if (toLayer === "adapters" && uiCompositionRoots.has(edge.from)) return undefined
      return toLayer === "adapters"
        ? `ui reaches adapters only through its composition root ui/main.tsx (${edge.resolved})`
        : `ui imports only core (${edge.resolved})`
    case "sandbox":
      return toLayer === "core" ? undefined : `sandbox imports only core (${edge.resolved})`
    case "fixtures":
      return "fixtures hold data and import nothing"
    default:
      return undefined
  }
}

/** Every edge of a source text: static imports, re-exports and dynamic imports. */
export const importsOf = (source: string): ReadonlyArray<string> => {
  const found: Array<string> = []
  const pattern =
    /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*["']([^"']+)["']|(?:^|[\s;])import\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/gm
  for (const m of source.matchAll(pattern)) {
    const spec = m[1] ?? m[2] ?? m[3]
    if (spec !== undefined) found.push(spec)
  }
  return found
}
