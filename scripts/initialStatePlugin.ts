/**
 * A Vite plugin that gives the browser core's initial state as data (`virtual:arena/initial-state`): the first view
 * registers only some slices (ui/app/slices.ts), yet every slice's value must be there before any event, and
 * importing a slice's module for its initial value would bring all its handlers into the first chunk. The plugin
 * evaluates core/state/State.ts at build time and writes its `initialState` out as a literal; the store replaces a
 * later slice's copy with the slice's own value when it registers (core/store/storeOf.ts).
 */
import type { Plugin } from "vite"
import { initialState } from "../core/state/State.ts"

/** The module the composition root imports. */
export const initialStateModule = "virtual:arena/initial-state"

const resolved = `\0${initialStateModule}`

/** JavaScript source of plain data (`undefined` kept, unlike JSON); anything else is refused. */
export const sourceOf = (value: unknown, path = "initialState"): string => {
  if (value === undefined) return "undefined"
  if (value === null || typeof value === "boolean" || typeof value === "string") return JSON.stringify(value)
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`${path} is not a finite number`)
    return Object.is(value, -0) ? "0" : String(value)
  }
  if (Array.isArray(value)) return `[${value.map((v, i) => sourceOf(v, `${path}[${i}]`)).join(",")}]`
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${sourceOf(v, `${path}.${k}`)}`)
      .join(",")}}`
  throw new Error(`${path} is not plain data: the initial state must be (scripts/initialStatePlugin.ts)`)
}

/** The plugin. */
export const initialStatePlugin = (): Plugin => ({
  name: "arena-initial-state",
  resolveId: (id) => (id === initialStateModule ? resolved : undefined),
  load: (id) => (id === resolved ? `export const initialState = ${sourceOf(initialState)}\n` : undefined),
})
