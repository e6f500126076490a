import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { TransferRequest, TransferResult, transferRefusal } from "./Transfer.ts"

const wallets = [
  { accountTypeId: 0, availBalance: 10000 },
  { accountTypeId: 21, availBalance: 500 },
]

describe("Transfer", () => {
  it("encodes the body as the wire notes show it, amounts in major units", () => {
    expect(Schema.encodeSync(TransferRequest)({ fromAccountTypeId: 0, toAccountTypeId: 21, amount: 12550 })).toEqual({
      fromAccountTypeId: 0,
      toAccountTypeId: 21,
      amount: 125.5,
    })
  })
  it("decodes the answer's successAmount", () => {
    expect(Schema.decodeUnknownSync(TransferResult)({ successAmount: "125.50" })).toEqual({ successAmount: 12550 })
    expect(Schema.decodeUnknownSync(TransferResult)({})).toEqual({})
  })
  it("refuses a zero amount, the same wallet, more than the source holds", () => {
    expect(transferRefusal({ fromAccountTypeId: 0, toAccountTypeId: 21, amount: 0 }, wallets)).toBe("amount_below_min")
    expect(transferRefusal({ fromAccountTypeId: 0, toAccountTypeId: 0, amount: 1 }, wallets)).toBe("same_wallet")
    expect(transferRefusal({ fromAccountTypeId: 21, toAccountTypeId: 0, amount: 501 }, wallets)).toBe(
      "amount_above_balance",
    )
    expect(transferRefusal({ fromAccountTypeId: 21, toAccountTypeId: 0, amount: 500 }, wallets)).toBeUndefined()
  })
})
