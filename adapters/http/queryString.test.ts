import * as Schema from "effect/Schema"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { toQueryString } from "./queryString.ts"

const paramsToObject = (text: string) => {
  const out: Record<string, string | Array<string>> = {}
  for (const [k, v] of new URLSearchParams(text)) {
    const prev = out[k]
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v]
  }
  return out
}

describe("toQueryString", () => {
  it("encodes leaves, skips absent ones, repeats array keys and brackets nested objects", () => {
    expect(toQueryString({ url: "a b&c", none: undefined, t: ["1", "2"], o: { k: "v" } })).toBe(
      "url=a%20b%26c&t=1&t=2&o%5Bk%5D=v",
    )
    expect(toQueryString({})).toBe("")
  })
  it("round-trips any flat request through the codec the server decodes with", () => {
    const Req = Schema.Struct({
      name: Schema.String,
      page: Schema.Number,
      flag: Schema.optionalKey(Schema.Boolean),
      tags: Schema.optionalKey(Schema.Array(Schema.String)),
    })
    const codec = Schema.toCodecStringTree(Req)
    const arb = fc.record(
      {
        name: fc.string(),
        page: fc.integer(),
        flag: fc.boolean(),
        tags: fc.array(fc.string(), { minLength: 2, maxLength: 4 }),
      },
      { requiredKeys: ["name", "page"] },
    )
    fc.assert(
      fc.property(arb, (req) => {
        const text = toQueryString(Schema.encodeSync(codec)(req))
        expect(Schema.decodeUnknownSync(codec)(paramsToObject(text))).toEqual(req)
      }),
    )
  })
})
