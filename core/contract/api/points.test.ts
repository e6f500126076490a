import { describe, expect, it } from "vitest"
import { Api } from "../Api.ts"
import { points } from "./points.ts"

describe("points and rewards calls", () => {
  it("declares the points calls of spec section 7 with the wire notes' methods and encryption", () => {
    for (const e of [points.pointBalance, points.pointRewards, points.redeemPointList, points.pointConfig]) {
      expect(e.method, e.name).toBe("GET")
      expect(e.token, e.name).toBe(true)
      expect(e.path, e.name).toMatch(/^\/wps\/relay\/MCS2_/)
    }
    expect(points.redeemPointReward).toMatchObject({
      method: "POST",
      path: "/wps/relay/passwordCheck/MCS2_redeemPointReward",
      encrypted: true,
      movesMoney: true,
      secrets: ["password"],
    })
    expect(points.convertPoint).toMatchObject({
      method: "POST",
      path: "/wps/relay/passwordCheck/MCS2_convertPoint",
      encrypted: true,
      secrets: ["password"],
    })
    expect(points.memberTransactions).toMatchObject({ method: "GET", path: "/wps/relay/ODSFE2_MemTransDet" })
    expect(points.claimRaffle).toMatchObject({
      method: "POST",
      path: "/wps/relay/MCS2_claimRafflePromotion",
      token: true,
    })
  })
  it("keeps the wire notes' names for the paths they list", () => {
    expect(points.inbox.path).toBe("/wps/relay/CSP_getInbox")
    expect(points.playerRankProgress.path).toBe("/wps/relay/MCSFE_getPlayerRankProgress")
    expect(points.missionSummary.path).toBe("/wps/relay/MCSFE_getMissionSummaryDetails")
    expect(points.missionLeaderboard.path).toBe("/wps/relay/MCSFE_getMissionLeaderboard")
  })
  it("is gathered into the Api", () => {
    for (const [k, e] of Object.entries(points)) expect(Api[k as keyof typeof Api]).toBe(e)
  })
})
