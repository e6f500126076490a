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

/** The command line of `npm run example` / `npm run build:example`. */
export const usage = [
  "usage: tsx scripts/example.ts serve [--port <port>]   (npm run example [-- --port 5190])",
  "       tsx scripts/example.ts build [outDir]          (npm run build:example [-- <outDir>])",
  "serve answers on http://127.0.0.1:<port> (5174 by default); build writes dist/example unless told",
].join("\n")

/** The port the example is served on unless `--port` names another. */
export const defaultPort = 5174

export type ExampleArgs =
  | { readonly command: "serve"; readonly port: number; readonly outDir: string }
  | { readonly command: "build"; readonly outDir: string }
  | { readonly command: "help" }

/** The command line, or what is wrong with it. `--help` (or `-h`) anywhere asks for the usage, never the server. */
export const parseExampleArgs = (args: ReadonlyArray<string>, repoRoot: string): ExampleArgs | string => {
  if (args.includes("--help") || args.includes("-h")) return { command: "help" }
  const [command, ...rest] = args
  const positional: Array<string> = []
  let port = defaultPort
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i] as string
    if (a === "--port" || a.startsWith("--port=")) {
      const value = a === "--port" ? rest[++i] : a.slice("--port=".length)
      const n = Number(value)
      if (command !== "serve") return "--port is an option of serve"
      if (value === undefined || !/^\d+$/.test(value) || n < 1 || n > 65_535)
        return `--port needs a port number (got ${value ?? "nothing"})`
      port = n
    } else if (a.startsWith("-")) return `unknown option ${a}`
    else positional.push(a)
  }
  const outDir = positional[0] ?? `${repoRoot}dist/example`
  if (command === "build" && positional.length <= 1) return { command, outDir }
  if (command === "serve" && positional.length === 0) return { command, port, outDir }
  return `unknown command ${[command, ...positional].join(" ")}`
}

/** Vite's configuration of the example, writing into `outDir`, served on `port`. */
export const exampleConfig = (outDir: string, port = defaultPort): InlineConfig => ({
  configFile: false,
  root: `${root}examples/plain-dom`,
  base: "./",
  logLevel: "warn",
  resolve: { alias: [...libraryAliases()] },
  plugins: [initialStatePlugin()],
  build: { outDir, emptyOutDir: true, target: "es2022", modulePreload: { polyfill: false } },
  server: { host: "127.0.0.1", port, strictPort: true },
})

const main = async (): Promise<void> => {
  const args = parseExampleArgs(process.argv.slice(2), root)
  if (typeof args === "string") {
    console.error(`${args}\n${usage}`)
    process.exit(2)
  }
  if (args.command === "help") console.log(usage)
  else if (args.command === "build") {
    await build(exampleConfig(args.outDir))
    console.log(`example built in ${args.outDir}`)
  } else {
    const server = await createServer(exampleConfig(args.outDir, args.port))
    await server.listen()
    server.printUrls()
    console.log(`the sandbox must let this origin call it: ARENA_CORS_ORIGINS=http://127.0.0.1:${args.port} npm start`)
  }
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) await main()
