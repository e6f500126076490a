import { describe, expect, it } from "vitest"
import { Api } from "../contract/Api.ts"
import type { Event } from "../events/Event.ts"
import { moneyAnswers, moneyIntents, reducePendingKeys } from "./pendingKeys.ts"

const transfer = (key: string, amount = 500): Event => ({
  _tag: "WalletTransferRequested",
  key,
  fromAccountTypeId: 0,
  toAccountTypeId: 21,
  amount,
})

const fold = (events: ReadonlyArray<Event>) => events.reduce(reducePendingKeys, {})

describe("pendingKeys", () => {
  it("knows the contract's answer event of every money action", () => {
    for (const action of Object.values(moneyIntents)) expect(moneyAnswers[action]).toBe(Api[action].answered)
  })
  it("keeps a money intent's key until its answer arrives", () => {
    const keys = fold([transfer("k1")])
    expect(keys.walletTransfer?.key).toBe("k1")
    expect(fold([transfer("k1"), { _tag: "WalletTransferred", value: { successAmount: 500 } }])).toEqual({})
  })
  it("drops the key on a refusal, keeps it when the link dropped or the answer did not decode", () => {
    const refused: Event = {
      _tag: "CallFailed",
      endpoint: "walletTransfer",
      status: 400,
      errorCode: "balance.not.enough",
      message: "",
      captcha: false,
    }
    expect(fold([transfer("k1"), refused])).toEqual({})
    expect(
      fold([transfer("k1"), { _tag: "NetworkFailed", endpoint: "walletTransfer", reason: "abnormal" }]).walletTransfer
        ?.key,
    ).toBe("k1")
    expect(
      fold([transfer("k1"), { _tag: "ApiResponseRejected", endpoint: "walletTransfer", path: "value", message: "" }])
        .walletTransfer?.key,
    ).toBe("k1")
  })
  it("leaves other actions' keys alone, and returns the same object when nothing changes", () => {
    const keys = fold([transfer("k1"), { _tag: "UplineTransferRequested", key: "u1", amount: 100 }])
    const after = reducePendingKeys(keys, { _tag: "UplineTransferred", value: {} })
    expect(Object.keys(after)).toEqual(["walletTransfer"])
    expect(reducePendingKeys(after, { _tag: "ClockTicked", now: 1 })).toBe(after)
    expect(reducePendingKeys(after, transfer("k1"))).toBe(after)
  })
  it("replaces the key when a different request is sent", () => {
    const keys = fold([transfer("k1"), transfer("k2", 600)])
    expect(keys.walletTransfer?.key).toBe("k2")
  })
  it("covers every money call of the contract", () => {
    expect(Object.values(moneyIntents).sort()).toEqual([
      "cancelWithdrawal",
      "claimMission",
      "claimRaffle",
      "convertPoint",
      "depositRequest",
      "downlineTransfer",
      "redeemPointReward",
      "uplineTransfer",
      "walletTransfer",
      "withdraw",
    ])
  })
})
