/**
 * Money under concurrency: many parallel requests for a member's FULL balance, each with its own
 * idempotency key — transfers to a vendor wallet, then withdrawals — must let exactly one through and refuse the rest
 * with `balance_not_enough`, leaving the balance at 0 (on PostgreSQL the requests really run at once and the ledger's
 * row locks decide; PGlite serialises them). One key sent many times at once moves money once. The ledger's
 * invariants hold after each test.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { demoPaymentPassword } from "../../sandbox/money/seedFunds.ts"
import { vendorByCode } from "../../sandbox/seed/vendors.ts"
import { balanceOf, decodes, ledgerSandbox, newKey, signedIn } from "./moneyKit.ts"

const sandbox = ledgerSandbox()

const parallel = 20
const pt = vendorByCode("PT")!.accountTypeId

const outcome = (results: ReadonlyArray<{ status: number; body: { errorCode?: string } }>) => ({
  ok: results.filter((r) => r.status === 200).length,
  refused: results.filter((r) => r.status === 400 && r.body.errorCode === "balance_not_enough").length,
})

describe("parallel requests for the full balance", () => {
  it("let exactly one transfer through", async () => {
    const { member, money } = await signedIn(sandbox, "agent41")
    const full = await balanceOf(sandbox, member.id, "MAIN")
    expect(full).toBeGreaterThan(0)
    const vendorBefore = await balanceOf(sandbox, member.id, `V:${pt}`)
    const results = await Promise.all(
      Array.from({ length: parallel }, () =>
        money("POST", Api.walletTransfer.path, { fromAccountTypeId: 0, toAccountTypeId: pt, amount: full / 100 }),
      ),
    )
    expect(outcome(results)).toEqual({ ok: 1, refused: parallel - 1 })
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(0)
    expect(await balanceOf(sandbox, member.id, `V:${pt}`)).toBe(vendorBefore + full)
  })
  it("let exactly one withdrawal through", async () => {
    const { member, money } = await signedIn(sandbox, "agent42")
    const full = await balanceOf(sandbox, member.id, "MAIN")
    expect(full).toBeGreaterThanOrEqual(10_000)
    const { c } = await signedIn(sandbox, "agent42")
    const bank = decodes(Api.withdrawalInfo, await c.get(Api.withdrawalInfo.path)).bankAccounts![0]!
    const results = await Promise.all(
      Array.from({ length: parallel }, () =>
        money(
          "POST",
          Api.withdraw.path,
          { bankAccountId: bank.id, amount: full / 100, paymentPassword: demoPaymentPassword },
          { encrypted: true },
        ),
      ),
    )
    expect(outcome(results)).toEqual({ ok: 1, refused: parallel - 1 })
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(0)
    expect(await balanceOf(sandbox, member.id, "HELD")).toBe(full)
    const [orders] = await sandbox.services.db.query<{ n: string }>(
      "select count(*) as n from withdrawals where member_id = $1 and status = 'PENDING' and amount = $2",
      [member.id, full],
    )
    expect(Number(orders!.n)).toBe(1)
  })
})

describe("one key sent many times at once", () => {
  it("moves money once: every answer is the stored result or `request_in_flight`", async () => {
    const { member, money } = await signedIn(sandbox, "down01")
    const main = await balanceOf(sandbox, member.id, "MAIN")
    const key = newKey()
    const body = { fromAccountTypeId: 0, toAccountTypeId: pt, amount: 1.23 }
    const results = await Promise.all(
      Array.from({ length: parallel }, () => money("POST", Api.walletTransfer.path, body, { key })),
    )
    for (const r of results) {
      if (r.status === 200) expect(r.body.value).toEqual({ successAmount: 1.23 })
      else
        expect({ status: r.status, errorCode: r.body.errorCode }).toEqual({
          status: 409,
          errorCode: "request_in_flight",
        })
    }
    expect(results.some((r) => r.status === 200)).toBe(true)
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main - 123)
    const replay = await money("POST", Api.walletTransfer.path, body, { key })
    expect(replay.status).toBe(200)
    expect(await balanceOf(sandbox, member.id, "MAIN")).toBe(main - 123)
  })
  it("keeps parallel movements of different members independent", async () => {
    const members = await Promise.all(["down02", "agent02", "player01"].map((a) => signedIn(sandbox, a)))
    const before = await Promise.all(members.map((m) => balanceOf(sandbox, m.member.id, "MAIN")))
    const results = await Promise.all(
      members.flatMap((m) =>
        Array.from({ length: 5 }, () =>
          m.money("POST", Api.walletTransfer.path, { fromAccountTypeId: 0, toAccountTypeId: pt, amount: 1 }),
        ),
      ),
    )
    expect(results.every((r) => r.status === 200)).toBe(true)
    for (const [i, m] of members.entries()) expect(await balanceOf(sandbox, m.member.id, "MAIN")).toBe(before[i]! - 500)
  })
})
