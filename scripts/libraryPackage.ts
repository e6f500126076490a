/**
 * The library's package.json, derived from the app's (version, licence, engines) and the areas of core. Kept apart
 * from the build so a test can read the exports map without building.
 */

/**
 * The package's name: scoped, because the bare `arena` belongs to an unrelated package on the public registry (one typo
 * from installing it, or from dependency confusion). Checked free with `npm view` (docs/decisions.md).
 */
export const libraryName = "@arena-portal/sdk"

/** The areas of core, each its own subpath (`@arena-portal/sdk/core/projections`...). */
export const coreAreas = [
  "contract",
  "events",
  "model",
  "permissions",
  "ports",
  "projections",
  "state",
  "store",
  "validation",
  "workflows",
] as const

const entry = (path: string) => ({ types: `./${path}.d.ts`, default: `./${path}.js` })

/**
 * The exports map: the Promise facade at the root, core and its areas, core's initial state as plain data (written
 * by the build, for `Store.of`), the adapters.
 */
export const libraryExports = () => ({
  ".": entry("adapters/facade/index"),
  "./core": entry("core/index"),
  ...Object.fromEntries(coreAreas.map((area) => [`./core/${area}`, entry(`core/${area}/index`)])),
  "./core/initial-state": entry("core/initial-state"),
  "./adapters": entry("adapters/index"),
  "./openapi.json": "./openapi.json",
  "./package.json": "./package.json",
})

export const libraryPackage = (app: { version: string; license: string; engines: object }) => ({
  name: libraryName,
  version: app.version,
  description: "The Arena portal's event-sourced core and its adapters, for shells other than the Arena web UI.",
  type: "module",
  license: app.license,
  engines: app.engines,
  sideEffects: false,
  exports: libraryExports(),
  peerDependencies: { effect: "^4.1.0" },
})
