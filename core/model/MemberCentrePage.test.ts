import { describe, expect, it } from "vitest"
import { defaultMemberCentrePage, MemberCentrePage, memberCentreMenuOrder } from "./MemberCentrePage.ts"

describe("member centre pages", () => {
  it("orders every member centre page once, the default first", () => {
    expect(memberCentreMenuOrder.map(([p]) => p).sort()).toEqual([...MemberCentrePage.literals].sort())
    expect(memberCentreMenuOrder[0]?.[0]).toBe(defaultMemberCentrePage)
  })
})
