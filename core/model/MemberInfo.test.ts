import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { displayLabel, isTruthyFlag, MemberInfo } from "./MemberInfo.ts"

describe("MemberInfo", () => {
  const decode = Schema.decodeUnknownSync(MemberInfo)
  const wire = {
    id: 10231,
    account: "player01",
    nickname: null,
    type: "41",
    lastLogin: "2024-05-01 10:00:00",
    toUpline: "Y",
    firstTimeLogin: false,
    clubLabel: { labelName: "VIP3", labelId: 3, type: "AUTO", rankLevel: "3", color: "#FFD700" },
    memberLabel: [{ labelName: "Gold", labelId: "g1", color: null }],
    currency: "PHP",
  }
  it("decodes a realistic answer: numeric-string type, null nickname, labels, extra fields", () => {
    const info = decode(wire)
    expect(info.type).toBe(41)
    expect(info.clubLabel?.rankLevel).toBe(3)
    expect(info.nickname).toBeNull()
    expect(displayLabel(info)?.labelName).toBe("Gold")
  })
  it("requires the account and a numeric type", () => {
    expect(() => decode({ type: 1 })).toThrow()
    expect(() => decode({ account: "a", type: "agent" })).toThrow()
  })
  it("falls back to the club label", () => {
    expect(displayLabel(decode({ account: "a", type: 0, clubLabel: { labelName: "VIP1" } }))?.labelName).toBe("VIP1")
    expect(displayLabel(decode({ account: "a", type: 0 }))).toBeUndefined()
  })
  it("reads the platform's flag spellings", () => {
    expect([true, 1, "1", "Y", "true"].map(isTruthyFlag)).toEqual([true, true, true, true, true])
    expect([false, 0, "0", "N", null, undefined].map(isTruthyFlag)).toEqual([false, false, false, false, false, false])
  })
})
