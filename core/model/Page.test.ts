import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Page, rowsOf, totalPagesOf } from "./Page.ts"

describe("Page", () => {
  const P = Page(Schema.String)
  it("decodes a page with counts as numbers or strings", () => {
    expect(Schema.decodeUnknownSync(P)({ list: ["a"], totalPages: "3", pageNum: 2 })).toEqual({
      list: ["a"],
      totalPages: 3,
      pageNum: 2,
    })
  })
  it("reads a missing list as empty and counts pages sensibly", () => {
    expect(rowsOf({ list: null })).toEqual([])
    expect(totalPagesOf({})).toBe(0)
    expect(totalPagesOf({ list: ["a"] })).toBe(1)
    expect(totalPagesOf({ list: ["a"], totalPages: 5 })).toBe(5)
  })
})
