import { describe, expect, it } from "vitest"
import { slices } from "../../core/state/State.ts"
import { laterSlices } from "./laterSlices.ts"
import { firstViewSlices } from "./slices.ts"

describe("the later slices", () => {
  it("are every slice of core's state the first view leaves out, each once", () => {
    const first = Object.keys(firstViewSlices)
    const later = Object.keys(laterSlices)
    expect(later.filter((k) => first.includes(k))).toEqual([])
    expect([...first, ...later].sort()).toEqual(Object.keys(slices).sort())
    for (const key of later)
      expect(laterSlices[key as keyof typeof laterSlices]).toBe(slices[key as keyof typeof slices])
  })
})
