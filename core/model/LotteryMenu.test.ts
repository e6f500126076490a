import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { LotteryMenus, menuGroups, RecentLotteries } from "./LotteryMenu.ts"

describe("LotteryMenus", () => {
  const decode = Schema.decodeUnknownSync(LotteryMenus)
  it("reads the raw map of groups keyed by group code (wire notes section 4)", () => {
    const groups = menuGroups(
      decode({
        SSC: { gameGroupCode: "SSC", labelName: "Shi Shi Cai", gameMenus: [{ gameCode: "CQSSC", labelName: "CQ" }] },
        PK10: { labelName: "PK10", gameMenus: null },
      }),
    )
    expect(groups.map((g) => [g.gameGroupCode, g.labelName, g.gameMenus.length])).toEqual([
      ["SSC", "Shi Shi Cai", 1],
      ["PK10", "PK10", 0],
    ])
  })
  it("reads an array of groups too", () => {
    expect(menuGroups(decode([{ gameGroupCode: "VN", gameMenus: [] }]))[0]?.gameGroupCode).toBe("VN")
  })
  it("refuses a group whose games are not a list", () => {
    expect(() => decode({ SSC: { gameMenus: "x" } })).toThrow()
  })
  it("reads recent games as a raw array", () => {
    expect(Schema.decodeUnknownSync(RecentLotteries)([{ gameCode: "VNHN" }])).toEqual([{ gameCode: "VNHN" }])
  })
})
