/**
 * How the sandbox runs its TypeScript: `node --import ./sandbox/loader.mjs sandbox/main.ts` (what `npm start`, the
 * instances of a cluster and the benchmarks run). Each `.ts` file is transformed by esbuild
 * as it is imported (loaderHooks.mjs), with source maps for stack traces. tsx does the same, but its transform also
 * wraps every function the code creates at run time in a call that sets the function's name again
 * (`Object.defineProperty`), which esbuild needs only when it minifies names: on the server's request path that was
 * some 13% of a balance read's CPU. Scripts and test runners still run on tsx (docs/decisions.md).
 */
import { register } from "node:module"

process.setSourceMapsEnabled(true)
register("./loaderHooks.mjs", import.meta.url)
