/**
 * The stack's floor page (scripts/bench/floor/): React 19 + wouter + valtio + i18next + effect and nothing of the
 * portal's own, built with the same bundler and target into the UI's folder (`/bench-floor/`) so the sandbox serves
 * it beside the portal, compressed the same way, and its one platform call goes to the same server. The UI bench
 * measures it in the same run as the home page, so the home page's figures read as ratios over it
 * (`ui.home_js_over_floor`, `ui.interactive_over_floor`, `ui.fcp_over_floor`): a ratio holds on a loaded machine
 * where a time in milliseconds does not.
 */
import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import { build } from "vite"

/** The floor page's folder on the sandbox. */
const floorBase = "/bench-floor/"

/** The floor page's address on the sandbox: its file, since the sandbox answers a folder's path with the portal. */
export const floorPath = `${floorBase}index.html`

/** The performance mark the floor page sets once its list has rendered (scripts/bench/floor/main.tsx). */
export const floorMark = "floor:rendered"

/** Builds the floor page into `<uiDir>/bench-floor/` (after the UI's own build, which empties its folder). */
export const buildFloor = async (uiDir: string): Promise<void> => {
  await build({
    configFile: false,
    logLevel: "error",
    root: fileURLToPath(new URL("./floor/", import.meta.url)),
    base: floorBase,
    plugins: [react()],
    build: {
      outDir: `${uiDir}${floorBase}`,
      emptyOutDir: true,
      target: "es2022",
      modulePreload: { polyfill: false },
    },
  })
}
