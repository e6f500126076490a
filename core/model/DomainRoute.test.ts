import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { DomainRoute } from "./DomainRoute.ts"

describe("DomainRoute", () => {
  it("decodes customer service and domains", () => {
    const v = Schema.decodeUnknownSync(DomainRoute)({
      customerService: [{ path: "U2FsdGVkX1+abc12345678", type: 3, csType: "LIVECHAT" }],
      domainList: [{ domainName: "m1.arena.test", speed: 0 }, { domainName: "m2.arena.test" }],
    })
    expect(v.domainList?.map((d) => d.domainName)).toEqual(["m1.arena.test", "m2.arena.test"])
    expect(Schema.decodeUnknownSync(DomainRoute)({})).toEqual({})
    expect(() => Schema.decodeUnknownSync(DomainRoute)({ domainList: [{}] })).toThrow()
  })
})
