import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { Balance, isMainWallet, walletLabel, walletsOf } from "./Balance.ts"

const decode = Schema.decodeUnknownSync(Balance)

describe("Balance", () => {
  it("decodes the platform's balance with string and number amounts into minor units", () => {
    const b = decode({
      sumBalance: "1234.56",
      currency: "PHP",
      currencySymbol: "₱",
      balance: [
        { accountTypeId: 0, accountTypeName: "MAIN", displayName: "Main", accountName: "alice", availBalance: 1000.5 },
        { accountTypeId: "21", accountTypeName: "AG", displayName: "AG Live", availBalance: "234.06", extra: 1 },
      ],
    })
    expect(b.sumBalance).toBe(123456)
    expect(walletsOf(b).map((w) => [w.accountTypeId, w.availBalance])).toEqual([
      [0, 100050],
      [21, 23406],
    ])
  })
  it("accepts a bare sum with the wallets missing or null", () => {
    expect(walletsOf(decode({ sumBalance: 0 }))).toEqual([])
    expect(walletsOf(decode({ sumBalance: 0, balance: null, currencySymbol: null }))).toEqual([])
  })
  it("refuses an answer without the sum", () => {
    expect(() => decode({ balance: [] })).toThrow()
  })
  it("finds the main wallet by id 0 or by name", () => {
    expect(isMainWallet({ accountTypeId: 0 })).toBe(true)
    expect(isMainWallet({ accountTypeId: 7, accountTypeName: "main" })).toBe(true)
    expect(isMainWallet({ accountTypeId: 7, accountTypeName: "AG" })).toBe(false)
  })
  it("labels a wallet by its display name first", () => {
    expect(walletLabel({ accountTypeId: 3, accountTypeName: "AG", displayName: "AG Live" })).toBe("AG Live")
    expect(walletLabel({ accountTypeId: 3, accountTypeName: "AG" })).toBe("AG")
    expect(walletLabel({ accountTypeId: 3 })).toBe("3")
  })
})
