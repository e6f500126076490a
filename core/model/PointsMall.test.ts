import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import {
  ConvertRequest,
  convertRefusal,
  PointBalance,
  PointConfig,
  PointRewards,
  RedeemList,
  RedeemRequest,
  redeemRefusal,
  redeemStatusOf,
  rewardIdOf,
} from "./PointsMall.ts"

describe("PointsMall", () => {
  it("decodes the points balance, a plain number (wire notes section 2)", () => {
    expect(Schema.decodeUnknownSync(PointBalance)(1520)).toBe(1520)
    expect(Schema.decodeUnknownSync(PointBalance)("1520.5")).toBe(1520.5)
    expect(() => Schema.decodeUnknownSync(PointBalance)({ points: 1 })).toThrow()
  })
  it("decodes a page of rewards with list and totalPages", () => {
    const page = Schema.decodeUnknownSync(PointRewards)({
      list: [
        { rewardId: 7, rewardName: "iPhone", points: 50000, amount: "0", quantity: 3, status: 1, units: "pcs" },
        { id: "8", name: "Cash 100", points: 1000, amount: 100, quantity: null, remark: "credited to main wallet" },
      ],
      totalPages: 4,
    })
    expect(page.totalPages).toBe(4)
    expect(page.list?.map(rewardIdOf)).toEqual(["7", "8"])
    expect(page.list?.[1]?.amount).toBe(10000)
  })
  it("decodes the config as product → rate", () => {
    expect(Schema.decodeUnknownSync(PointConfig)({ LIVE: 1, RNG: "0.5", SPORTS: 2 })).toEqual({
      LIVE: 1,
      RNG: 0.5,
      SPORTS: 2,
    })
  })
  it("decodes the redeem history with its statuses", () => {
    const list = Schema.decodeUnknownSync(RedeemList)({
      list: [
        { id: 1, rewardName: "Cash 100", points: 1000, quantity: 1, status: "P", createTime: "2024-05-01 10:00:00" },
      ],
      totalPages: 1,
    })
    expect(redeemStatusOf(list.list?.[0]?.status)).toBe("inProcess")
    expect(redeemStatusOf("approved")).toBe("approved")
    expect(redeemStatusOf(2)).toBe("rejected")
    expect(redeemStatusOf("???")).toBeUndefined()
  })
  it("encodes the redeem and convert bodies with the wire notes' fields", () => {
    expect(
      Schema.encodeSync(RedeemRequest)({
        rewardId: "7",
        quantity: 1,
        redeemType: "ITEM",
        password: "pw",
        province: "",
        remarks: "",
      }),
    ).toEqual({ rewardId: "7", quantity: 1, redeemType: "ITEM", password: "pw", province: "", remarks: "" })
    expect(Schema.encodeSync(ConvertRequest)({ amount: 500, password: "pw" })).toEqual({ amount: 500, password: "pw" })
  })
  it("refuses a redeem beyond the stock or the balance, or without the password", () => {
    const reward = { points: 100, quantity: 2 }
    expect(redeemRefusal(reward, 0, 1000, "pw")).toBe("quantity_invalid")
    expect(redeemRefusal(reward, 3, 1000, "pw")).toBe("quantity_invalid")
    expect(redeemRefusal(reward, 2, 199, "pw")).toBe("points_not_enough")
    expect(redeemRefusal(reward, 2, 200, "")).toBe("input_required")
    expect(redeemRefusal(reward, 2, 200, "pw")).toBeUndefined()
  })
  it("refuses a conversion of nothing or of more than held", () => {
    expect(convertRefusal(0, 100, "pw")).toBe("amount_below_min")
    expect(convertRefusal(101, 100, "pw")).toBe("points_not_enough")
    expect(convertRefusal(100, 100, "pw")).toBeUndefined()
  })
})
