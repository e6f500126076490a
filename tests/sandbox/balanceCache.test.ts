/**
 * The in-memory reads of the embedded database (sandbox/db/readCache.ts) never serve a stale answer: the balance
 * follows every transfer and every ledger entry at once, a logged-out token is refused at once, and the pending
 * order sweep still settles what comes due. Runs on both engines (on PostgreSQL nothing is kept).
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { handlers } from "../../sandbox/handlers/index.ts"
import type { Context, MaybeHeld } from "../../sandbox/http/Context.ts"
import { House, main, transfer } from "../../sandbox/ledger/ledger.ts"
import { setSingleWallet } from "../../sandbox/money/walletMode.ts"
import { vendorByCode } from "../../sandbox/seed/vendors.ts"
import { engine, fileSandbox } from "./harness.ts"
import { decodes, expectLedgerInvariants, signedIn } from "./moneyKit.ts"

const sandbox = fileSandbox()

const pt = vendorByCode("PT")!.accountTypeId

/** The money area's balance handler as the router calls it, and the context of `account`'s session. */
const balanceOf = async (account: string) => {
  const { c, member, money } = await signedIn(sandbox, account)
  const services = sandbox.services
  const ctx = (): Context => {
    const now = services.clock()
    return {
      services,
      now,
      ip: "127.0.0.1",
      language: "EN",
      merchant: services.merchantCode,
      caller: { memberId: member.id, account: member.account, type: member.type, token: "t" },
      idempotencyKey: undefined,
      origin: "http://localhost",
    }
  }
  return { c, member, money, ctx, handler: handlers.balance as unknown as MaybeHeld }
}

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
  it("the balance held for the router without a promise is the handler's own answer, and only while it is", async () => {
    const { member, money, ctx, handler } = await balanceOf("player01")
    expect(handler.held).toBeDefined()
    const held = () => handler.held?.(ctx(), {})
    // Nothing is held before the handler has answered, nor ever on PostgreSQL (other processes write).
    const first = await handler(ctx(), {})
    if (engine === "postgres") {
      expect(held()).toBeUndefined()
      return
    }
    // The same object as the handler's cached answer (so the router sends the same text), not a copy.
    expect(held()).toBe(first)
    expect(held()).toBe(await handler(ctx(), {}))
    // A transfer writes the accounts: nothing is held until the handler has read the new balance again.
    expect(
      (await money("POST", Api.walletTransfer.path, { fromAccountTypeId: 0, toAccountTypeId: pt, amount: 1 })).status,
    ).toBe(200)
    expect(held()).toBeUndefined()
    const next = await handler(ctx(), {})
    expect(next).not.toBe(first)
    expect(held()).toBe(next)
    // A ledger entry outside any call, too.
    await sandbox.services.db.transaction((tx) =>
      transfer(tx, "test.credit", member.id, House.cash, main(member.id), 1),
    )
    expect(held()).toBeUndefined()
    expect(held()).toBeUndefined()
    // Each member's own answer; none without a caller.
    const mine = await handler(ctx(), {})
    const other = await balanceOf("down01")
    const theirs = await handler(other.ctx(), {})
    expect(handler.held?.(other.ctx(), {})).toBe(theirs)
    expect(held()).toBe(mine)
    expect(theirs).not.toBe(mine)
    expect(handler.held?.({ ...ctx(), caller: undefined }, {})).toBeUndefined()
  })
})
