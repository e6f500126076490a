/**
 * The example shell's build (examples/plain-dom): `npm run example` serves it with Vite's dev server,
 * `npm run build:example [-- <outDir>]` writes its static files (dist/example by default). The example imports the
 * package's entry points (`@arena-portal/sdk`, `@arena-portal/sdk/core/projections`...) as an integrator does; here each entry point of the
 * library's exports map (scripts/libraryPackage.ts) resolves to the source module it is built from, so the example
 * needs no library build and cannot reach anything the package does not export (the dependency rule keeps it to
 * those names).
 */
import { fileURLToPath } from "node:url"
import { build, createServer, type InlineConfig } from "vite"
import { initialStateModule, initialStatePlugin } from "./initialStatePlugin.ts"
import { libraryExports, libraryPackage } from "./libraryPackage.ts"

const root = fileURLToPath(new URL("..", import.meta.url))
const packageName = libraryPackage({ version: "", license: "", engines: {} }).name

/**
 * Each module entry point of the package (`@arena-portal/sdk/core/store`) and the source file it is built from; the initial
 * state, which the library build writes as data, is the portal's virtual module of the same data.
 */
export const libraryAliases = (): ReadonlyArray<{ readonly find: RegExp; readonly replacement: string }> =>
  Object.entries(libraryExports()).flatMap(([key, target]) => {
    if (typeof target === "string") return [] // JSON files, not modules
    const specifier = key === "." ? packageName : `${packageName}/${key.slice(2)}`
    const replacement =
      key === "./core/initial-state"
        ? initialStateModule
        : `${root}${target.default.replace(/^\.\//, "").replace(/\.js$/, ".ts")}`
    return [{ find: new RegExp(`^${specifier.replaceAll("/", "\\/")}$`), replacement }]
  })

/** Vite's configuration of the example, writing into `outDir`. */
export const exampleConfig = (outDir: string): InlineConfig => ({
  configFile: false,
  root: `${root}examples/plain-dom`,
  base: "./",
  logLevel: "warn",
  resolve: { alias: [...libraryAliases()] },
  plugins: [initialStatePlugin()],
  build: { outDir, emptyOutDir: true, target: "es2022", modulePreload: { polyfill: false } },
  server: { host: "127.0.0.1", port: 5174 },
})

const main = async (): Promise<void> => {
  const [command, outDir = `${root}dist/example`] = process.argv.slice(2)
  if (command === "build") {
    await build(exampleConfig(outDir))
    console.log(`example built in ${outDir}`)
  } else if (command === "serve") {
    const server = await createServer(exampleConfig(outDir))
    await server.listen()
    server.printUrls()
    console.log("the sandbox must let this origin call it: ARENA_CORS_ORIGINS=http://127.0.0.1:5174 npm start")
  } else {
    console.error("usage: tsx scripts/example.ts build [outDir] | serve")
    process.exit(2)
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) await main()
