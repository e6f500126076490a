import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Deposit, DepositChannels, DepositList, DepositRequest, depositRefusal } from "./Deposit.ts"

describe("Deposit", () => {
  it("decodes channels with their limits", () => {
    const [bank] = Schema.decodeUnknownSync(DepositChannels)([
      {
        id: 3,
        name: "Bank transfer",
        type: "BANK",
        minAmount: "100",
        maxAmount: 50000,
        bankName: "BDO",
        qrCodeUrl: null,
      },
    ])
    expect(bank?.id).toBe("3")
    expect(bank?.minAmount).toBe(10000)
  })
  it("decodes an order and refuses an unknown status", () => {
    expect(Schema.decodeUnknownSync(Deposit)({ id: "D1", amount: 500, status: "PENDING" }).amount).toBe(50000)
    expect(() => Schema.decodeUnknownSync(Deposit)({ id: "D1", amount: 500, status: "WHATEVER" })).toThrow()
  })
  it("decodes the history page", () => {
    const page = Schema.decodeUnknownSync(DepositList)({
      list: [{ id: 1, amount: 1, status: "APPROVED" }],
      totalPages: 1,
    })
    expect(page.list?.[0]?.status).toBe("APPROVED")
  })
  it("encodes a request with the amount in major units and no absent optional field", () => {
    expect(Schema.encodeSync(DepositRequest)({ channelId: "3", amount: 10050 })).toEqual({
      channelId: "3",
      amount: 100.5,
    })
  })
  it("refuses an amount outside the channel's limits", () => {
    const channel = { id: "3", name: "Bank", minAmount: 10000, maxAmount: 5000000 }
    expect(depositRefusal(channel, 0)).toBe("amount_below_min")
    expect(depositRefusal(channel, 9999)).toBe("amount_below_min")
    expect(depositRefusal(channel, 5000001)).toBe("amount_above_max")
    expect(depositRefusal(channel, 10000)).toBeUndefined()
  })
})
