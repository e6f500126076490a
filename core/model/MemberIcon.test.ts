import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { MemberIcon } from "./MemberIcon.ts"

describe("MemberIcon", () => {
  const decode = Schema.decodeUnknownSync(MemberIcon)
  it("reads the address from each shape", () => {
    expect(decode("https://img.test/a.png")).toEqual({ address: "https://img.test/a.png" })
    expect(decode({ iconUrl: "/i/1.png", url: "/u" })).toEqual({ address: "/i/1.png" })
    expect(decode({ icon: null, url: "/u" })).toEqual({ address: "/u" })
    expect(decode(null)).toEqual({})
    expect(decode(undefined)).toEqual({})
    expect(decode(3)).toEqual({})
  })
  it("sends the address back as a string", () => {
    expect(Schema.encodeSync(MemberIcon)({ address: "/i/1.png" })).toBe("/i/1.png")
  })
})
