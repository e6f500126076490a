import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Referral, referralLink } from "./Referral.ts"

describe("Referral", () => {
  const r = Schema.decodeUnknownSync(Referral)({ referralCode: "AB 12", invitedCount: "4", totalReward: 20 })
  it("decodes the referral info", () => {
    expect(r).toMatchObject({ referralCode: "AB 12", invitedCount: 4, totalReward: 2000 })
  })
  it("links to the register page with the code when the platform sends no link", () => {
    expect(referralLink(r, "https://arena.test")).toBe("https://arena.test/register?referralCode=AB%2012")
    expect(referralLink({ ...r, referralUrl: "https://x.test/r/1" }, "https://arena.test")).toBe("https://x.test/r/1")
  })
})
