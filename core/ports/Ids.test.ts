import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { Ids, layerMemory, makeMemory } from "./Ids.ts"

describe("Ids", () => {
  it("counts identifiers with a prefix, never repeating", () => {
    const ids = makeMemory("t")
    expect([Effect.runSync(ids.next), Effect.runSync(ids.next)]).toEqual(["t-1", "t-2"])
  })
  it("serves as a layer", async () => {
    const id = await Effect.runPromise(Ids.use((i) => i.next).pipe(Effect.provide(layerMemory("x"))))
    expect(id).toBe("x-1")
  })
})
