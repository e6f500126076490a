import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { arrayOrMap, itemsOf, listOf } from "./List.ts"

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

describe("arrayOrMap and itemsOf", () => {
  const Item = Schema.Struct({ code: Schema.optional(Schema.String), n: Schema.Number })
  const decode = Schema.decodeUnknownSync(arrayOrMap(Item))
  it("reads an array as sent", () => {
    expect(itemsOf(decode([{ code: "A", n: 1 }, { n: 2 }]), "code")).toEqual([{ code: "A", n: 1 }, { n: 2 }])
  })
  it("reads a map in the order sent, its key standing in for a missing code only", () => {
    expect(itemsOf(decode({ K1: { n: 1 }, K2: { code: "C", n: 2 } }), "code")).toEqual([
      { code: "K1", n: 1 },
      { code: "C", n: 2 },
    ])
  })
  it("refuses anything else", () => {
    expect(() => decode({ K1: { n: "x" } })).toThrow()
    expect(() => decode("x")).toThrow()
  })
})
