import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Acknowledged } from "./Acknowledged.ts"

describe("Acknowledged", () => {
  it("holds any answer, absent included, as null", () => {
    for (const v of [undefined, null, true, "ok", { a: 1 }])
      expect(Schema.decodeUnknownSync(Acknowledged)(v)).toBeNull()
  })
  it("survives a JSON round trip inside an event", () => {
    const Event = Schema.TaggedStruct("LoggedOut", { value: Schema.toType(Acknowledged) })
    const stored = JSON.parse(JSON.stringify({ _tag: "LoggedOut", value: null }))
    expect(Schema.decodeUnknownSync(Event)(stored)).toEqual({ _tag: "LoggedOut", value: null })
  })
})
