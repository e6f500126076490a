import { describe, expect, it } from "vitest"
import { defaultMemberCentrePage } from "./MemberCentreDefault.ts"
import { MemberCentrePage } from "./MemberCentrePage.ts"

describe("defaultMemberCentrePage", () => {
  it("is one of the member centre's pages", () => {
    expect(MemberCentrePage.literals).toContain(defaultMemberCentrePage)
  })
})
