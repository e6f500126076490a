import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { EventSchema } from "../Event.ts"
import { walletIntents } from "./wallet.ts"

const samples = [
  { _tag: "BalanceRefreshRequested" },
  { _tag: "WalletTransferRequested", key: "k", fromAccountTypeId: 0, toAccountTypeId: 21, amount: 2500 },
  { _tag: "DepositRequested", key: "k", channelId: "3", amount: 10000 },
  { _tag: "WithdrawalConfirmationRequested", withdrawalId: "W1", result: "NOT_RECEIVED" },
  { _tag: "MemberCentreOpened", page: "securityCenter" },
  {
    _tag: "RecordsQueried",
    kind: "betting",
    filter: { preset: "today", startDate: "2024-03-02", endDate: "2024-03-02", vendor: "AG", page: 1, size: 10 },
  },
  { _tag: "PointRewardsQueried", page: 1, size: 10 },
  { _tag: "MessagesReadRequested", ids: ["1", "2"] },
  { _tag: "MemberActionRefused", action: "withdraw", reason: "input_required" },
]

describe("wallet intents", () => {
  it("survive a JSON round trip through the event schema", () => {
    for (const s of samples) {
      const decoded = Schema.decodeUnknownSync(EventSchema)(JSON.parse(JSON.stringify(s)))
      expect(decoded).toEqual(s)
    }
  })
  it("refuse an amount that is not whole minor units, and an unknown page", () => {
    expect(() => Schema.decodeUnknownSync(EventSchema)({ ...samples[1], amount: 1.5 })).toThrow()
    expect(() => Schema.decodeUnknownSync(EventSchema)({ _tag: "MemberCentreOpened", page: "nowhere" })).toThrow()
  })
  it("carry no password field", () => {
    for (const schema of walletIntents) {
      expect(Object.keys(schema.fields).filter((k) => /password/i.test(k))).toEqual([])
    }
  })
})
