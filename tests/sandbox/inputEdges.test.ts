/**
 * The edges of request input against a real sandbox: amounts more precise than a cent are refused with 422 naming the
 * field (never rounded into a movement), and the ledger does not move.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { vendorByCode } from "../../sandbox/seed/vendors.ts"
import type { TestSandbox } from "./harness.ts"
import { balanceOf, refuses, signedIn, withLedgerSandbox } from "./moneyKit.ts"

let sandbox: TestSandbox
withLedgerSandbox((s) => {
  sandbox = s
})

const pt = vendorByCode("PT")!.accountTypeId

describe("amounts", () => {
  it("refuses more than two decimals with 422 naming the field, as a number or as text, and moves nothing", async () => {
    const { member, money } = await signedIn(sandbox, "player01")
    const main = await balanceOf(sandbox, member.id, "MAIN")
    for (const amount of [0.005, "0.005", 1.239, "10.0001"]) {
      const res = await money("POST", Api.walletTransfer.path, { fromAccountTypeId: 0, toAccountTypeId: pt, amount })
      refuses(res, 422, "request_param_err")
      expect(res.body.message).toMatch(/^amount: /)
    }
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main)
  })
  it("still takes two decimals, and trailing zeros past them", async () => {
    const { member, money } = await signedIn(sandbox, "player01")
    const main = await balanceOf(sandbox, member.id, "MAIN")
    for (const amount of [0.01, "1.100"]) {
      const res = await money("POST", Api.walletTransfer.path, { fromAccountTypeId: 0, toAccountTypeId: pt, amount })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
    }
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main - 111)
  })
})
