import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { sandboxVerifier } from "./sandboxVerifier.ts"

describe("sandboxVerifier", () => {
  it("passes every action with no extra fields", async () => {
    for (const action of ["login", "register", "sms"] as const) {
      expect(await Effect.runPromise(sandboxVerifier.verify(action))).toEqual({})
    }
  })
})
