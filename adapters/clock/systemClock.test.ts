import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { Clock } from "../../core/ports/Clock.ts"
import { layer } from "./systemClock.ts"

describe("systemClock", () => {
  it("tells the machine's time in epoch ms", async () => {
    const before = Date.now()
    const now = await Effect.runPromise(Clock.use((c) => c.now).pipe(Effect.provide(layer)))
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThanOrEqual(Date.now())
  })
})
