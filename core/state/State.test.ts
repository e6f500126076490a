import { describe, expect, it } from "vitest"
import { copy } from "./copy.ts"
import { initialState, slices } from "./State.ts"

describe("State", () => {
  it("copies every slice and nothing else", () => {
    const c = copy(initialState)
    expect(c).not.toBe(initialState)
    expect(Object.keys(c).sort()).toEqual(Object.keys(slices).sort())
    for (const k of Object.keys(slices) as Array<keyof typeof c>) expect(c[k]).toBe(initialState[k])
  })
})
