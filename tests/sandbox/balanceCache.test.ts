/**
 * The in-memory reads of the embedded database (sandbox/db/readCache.ts) never serve a stale answer: the balance
 * follows every transfer and every ledger entry at once, a logged-out token is refused at once, and the pending
 * order sweep still settles what comes due. Runs on both engines (on PostgreSQL nothing is kept).
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { House, main, transfer } from "../../sandbox/ledger/ledger.ts"
import { setSingleWallet } from "../../sandbox/money/walletMode.ts"
import { vendorByCode } from "../../sandbox/seed/vendors.ts"
import { fileSandbox } from "./harness.ts"
import { decodes, expectLedgerInvariants, signedIn } from "./moneyKit.ts"

const sandbox = fileSandbox()

const pt = vendorByCode("PT")!.accountTypeId

describe("cached reads", () => {
  it("the balance follows transfers and ledger entries at once", async () => {
    const { c, member, money } = await signedIn(sandbox, "player01")
    const wallets = async () => {
      const b = decodes(Api.balance, await c.get(Api.balance.path))
      const of = (id: number) => b.balance?.find((w) => w.accountTypeId === id)?.availBalance ?? 0
      return { sum: b.sumBalance, main: of(0), pt: of(pt) }
    }
    const before = await wallets()
    expect(await wallets()).toEqual(before)
    const moved = await money("POST", Api.walletTransfer.path, {
      fromAccountTypeId: 0,
      toAccountTypeId: pt,
      amount: 1.5,
    })
    expect(moved.status).toBe(200)
    expect(await wallets()).toEqual({ sum: before.sum, main: before.main - 150, pt: before.pt + 150 })
    await sandbox.services.db.transaction((tx) =>
      transfer(tx, "test.credit", member.id, House.cash, main(member.id), 200),
    )
    expect(await wallets()).toEqual({ sum: before.sum + 200, main: before.main + 50, pt: before.pt + 150 })
    // A refused transfer changes nothing.
    const refused = await money("POST", Api.walletTransfer.path, {
      fromAccountTypeId: 0,
      toAccountTypeId: pt,
      amount: 10_000_000,
    })
    expect(refused.body.errorCode).toBe("balance_not_enough")
    expect(await wallets()).toEqual({ sum: before.sum + 200, main: before.main + 50, pt: before.pt + 150 })
    await expectLedgerInvariants(sandbox)
  })
  it("the balance follows the wallet mode at once, and each member gets their own answer", async () => {
    const first = await signedIn(sandbox, "player01")
    const second = await signedIn(sandbox, "down01")
    const walletsOf = async (c: typeof first.c) => decodes(Api.balance, await c.get(Api.balance.path))
    expect((await walletsOf(first.c)).balance?.length).toBeGreaterThan(1)
    await setSingleWallet(sandbox.services.db, true)
    try {
      expect((await walletsOf(first.c)).balance?.map((w) => w.accountTypeId)).toEqual([0])
    } finally {
      await setSingleWallet(sandbox.services.db, false)
    }
    expect((await walletsOf(first.c)).balance?.length).toBeGreaterThan(1)
    expect((await walletsOf(first.c)).balance?.[0]?.accountName).toBe("player01")
    expect((await walletsOf(second.c)).balance?.[0]?.accountName).toBe("down01")
  })
  it("a logged-out token is refused at once", async () => {
    const { c } = await signedIn(sandbox, "player01")
    expect((await c.get(Api.balance.path)).status).toBe(200)
    expect((await c.request("DELETE", Api.logout.path)).status).toBe(200)
    expect((await c.get(Api.balance.path)).status).toBe(401)
  })
})
