import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { randomIds } from "./randomIds.ts"

describe("randomIds", () => {
  it("draws distinct UUIDs that the sandbox accepts as idempotency keys", () => {
    const ids = Array.from({ length: 1000 }, () => Effect.runSync(randomIds.next))
    expect(new Set(ids).size).toBe(1000)
    for (const id of ids.slice(0, 10)) expect(id).toMatch(/^[\w-]{8,128}$/)
  })
})
