import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { listOf } from "./List.ts"

describe("listOf", () => {
  const S = Schema.Struct({ xs: listOf(Schema.Number) })
  const decode = Schema.decodeUnknownSync(S)
  it("reads a missing or null list as empty", () => {
    expect(decode({})).toEqual({ xs: [] })
    expect(decode({ xs: null })).toEqual({ xs: [] })
  })
  it("keeps a sent list and checks its items", () => {
    expect(decode({ xs: [1, 2] })).toEqual({ xs: [1, 2] })
    expect(() => decode({ xs: ["a"] })).toThrow()
  })
})
