import { describe, expect, it } from "vitest"
import { initialState } from "../core/state/State.ts"
import { initialStateModule, initialStatePlugin, sourceOf } from "./initialStatePlugin.ts"

describe("the initial state as data", () => {
  it("writes core's initial state out as a literal that evaluates to an equal value, undefined fields kept", async () => {
    const plugin = initialStatePlugin()
    const resolve = plugin.resolveId as (id: string) => string | undefined
    const load = plugin.load as (id: string) => string | undefined
    const id = resolve(initialStateModule)
    expect(id).toBeDefined()
    const code = load(id ?? "")
    const url = `data:text/javascript,${encodeURIComponent(code ?? "")}`
    const module = (await import(/* @vite-ignore */ url)) as { initialState: unknown }
    expect(module.initialState).toStrictEqual(initialState)
  })

  it("refuses what is not plain data", () => {
    expect(() => sourceOf({ at: new Date(0) })).toThrow(/initialState\.at is not plain data/)
    expect(() => sourceOf([Number.NaN])).toThrow(/not a finite number/)
    expect(sourceOf({ a: undefined, b: [1, "x", null] })).toBe('{"a":undefined,"b":[1,"x",null]}')
  })
})
