/**
 * Contract tests of the member's records (core/contract/api/wallet.ts: betting record, account record, personal
 * profit, bonus details; points.ts: `ODSFE2_MemTransDet`) against a real sandbox seeded with two weeks of play and
 * money history: answers decode through core's declaration and agree with the ledger and the `bets` table, filters
 * and paging work, and bad filters are refused naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { timesOf } from "../../core/model/DateRange.ts"
import { vendorByCode } from "../../sandbox/seed/vendors.ts"
import { startTestSandbox, type TestSandbox } from "./harness.ts"
import { balanceOf, decodes, expectLedgerInvariants, range, refuses, signedIn } from "./moneyKit.ts"

let sandbox: TestSandbox
let player: Awaited<ReturnType<typeof signedIn>>
beforeAll(async () => {
  sandbox = await startTestSandbox()
  player = await signedIn(sandbox, "player01")
}, 120_000)
afterAll(async () => {
  if (sandbox !== undefined) await expectLedgerInvariants(sandbox)
  await sandbox?.stop()
})

const sql = async (q: string, params: ReadonlyArray<unknown>) =>
  Number((await sandbox.services.db.query<{ s: string }>(q, params))[0]?.s ?? 0)

describe("betting record", () => {
  it("pages the member's rounds newest first with the totals of the range", async () => {
    const value = decodes(
      Api.bettingRecords,
      await player.c.get(Api.bettingRecords.path, { ...range(sandbox), page: 1, size: 5 }),
    )
    const stake = await sql("select sum(stake) as s from bets where member_id = $1", [player.member.id])
    const win = await sql("select sum(payout - stake) as s from bets where member_id = $1", [player.member.id])
    const count = await sql("select count(*) as s from bets where member_id = $1", [player.member.id])
    expect(value.total).toBe(count)
    expect(value.totalPages).toBe(Math.ceil(count / 5))
    expect(value.list).toHaveLength(5)
    expect(value.summary).toMatchObject({ betAmount: stake, validBet: stake, winLoss: win })
    const times = value.list!.map((b) => String(b.betTime))
    expect([...times].sort().reverse()).toEqual(times)
    for (const b of value.list!) expect(b.status).toBe(b.winLoss! > 0 ? "WIN" : b.winLoss! < 0 ? "LOSE" : "TIE")
  })
  it("filters by vendor, game type and result", async () => {
    const get = (q: Record<string, unknown>) =>
      player.c.get(Api.bettingRecords.path, { ...range(sandbox), page: 1, size: 100, ...q })
    const pt = decodes(Api.bettingRecords, await get({ vendor: "PT" })).list!
    expect(pt.length).toBeGreaterThan(0)
    expect(pt.every((b) => b.vendor === "PT")).toBe(true)
    const wins = decodes(Api.bettingRecords, await get({ status: "WIN" })).list!
    expect(wins.every((b) => b.winLoss! > 0 && b.status === "WIN")).toBe(true)
    const lost = decodes(Api.bettingRecords, await get({ status: "LOSE" })).list!
    expect(lost.every((b) => b.winLoss! < 0)).toBe(true)
    expect(decodes(Api.bettingRecords, await get({ gameType: "LIVE" })).list).toEqual([])
    refuses(await get({ status: "MAYBE" }), 400, "request_param_err")
    refuses(await get({ vendor: "P T;" }), 400, "request_param_err")
    const old = decodes(
      Api.bettingRecords,
      await player.c.get(Api.bettingRecords.path, {
        startDate: "2020-01-01",
        endDate: "2020-01-31",
        page: 1,
        size: 10,
      }),
    )
    expect(old).toMatchObject({ list: [], total: 0 })
  })
})

describe("account record", () => {
  it("lists every movement of the member's wallets with the balance after it", async () => {
    const pt = vendorByCode("PT")!.accountTypeId
    await player.money("POST", Api.walletTransfer.path, { fromAccountTypeId: 0, toAccountTypeId: pt, amount: 12.34 })
    const value = decodes(
      Api.accountRecords,
      await player.c.get(Api.accountRecords.path, { ...range(sandbox), page: 1, size: 2 }),
    )
    const [credit, debit] = value.list!
    expect(debit).toMatchObject({ type: "TRANSFER", amount: -1234, remarks: "Main Wallet: Main Wallet → Playtech" })
    expect(debit!.balance).toBe(await balanceOf(sandbox, player.member.id, "MAIN"))
    expect(credit).toMatchObject({ type: "TRANSFER", amount: 1234 })
    expect(credit!.balance).toBe(await balanceOf(sandbox, player.member.id, `V:${pt}`))
  })
  it("filters by type: deposits, bets, wins, bonuses", async () => {
    const get = async (type: string) =>
      decodes(
        Api.accountRecords,
        await player.c.get(Api.accountRecords.path, { ...range(sandbox), page: 1, size: 100, type }),
      )
    const deposits = await get("DEPOSIT")
    expect(deposits.list!.every((r) => r.type === "DEPOSIT" && r.amount > 0)).toBe(true)
    expect(deposits.list!.filter((r) => r.typeName === "Deposit").reduce((s, r) => s + r.amount, 0)).toBe(
      200_000 + 50_000 + 30_000,
    )
    expect(deposits.summary?.amount).toBe(500_000 + 200_000 + 50_000 + 30_000)
    expect((await get("BET")).list!.every((r) => r.amount < 0)).toBe(true)
    expect((await get("WIN")).list!.every((r) => r.amount > 0)).toBe(true)
    const bonus = await get("bonus")
    expect(bonus.list!.map((r) => r.typeName)).toContain("Mission reward")
    const withdrawals = await get("WITHDRAWAL")
    expect(withdrawals.list!.map((r) => r.typeName)).toEqual(
      expect.arrayContaining(["Withdrawal", "Withdrawal cancelled", "Withdrawal rejected"]),
    )
    refuses(
      await player.c.get(Api.accountRecords.path, { ...range(sandbox), page: 1, size: 10, type: "GIFT" }),
      400,
      "request_param_err",
    )
  })
})

describe("personal profit and bonus details", () => {
  it("sums the range's play by product and vendor, with the bonuses", async () => {
    const value = decodes(Api.personalProfit, await player.c.get(Api.personalProfit.path, range(sandbox)))
    const win = await sql("select sum(payout - stake) as s from bets where member_id = $1", [player.member.id])
    expect(value.list!.reduce((s, r) => s + r.winLoss!, 0)).toBe(win)
    expect(value.list!.every((r) => r.productType === "RNG")).toBe(true)
    const bonuses = decodes(
      Api.bonusDetails,
      await player.c.get(Api.bonusDetails.path, { ...range(sandbox), page: 1, size: 50 }),
    )
    expect(value.summary).toMatchObject({
      winLoss: win,
      bonus: bonuses.summary!.bonus,
      profit: win + bonuses.summary!.bonus!,
    })
    const pt = decodes(
      Api.personalProfit,
      await player.c.get(Api.personalProfit.path, { ...range(sandbox), vendor: "PT" }),
    )
    expect(pt.list!.map((r) => r.vendor)).toEqual(["PT"])
  })
  it("lists the bonuses paid, by type", async () => {
    const get = async (type?: string) =>
      decodes(
        Api.bonusDetails,
        await player.c.get(Api.bonusDetails.path, { ...range(sandbox), page: 1, size: 50, ...(type ? { type } : {}) }),
      )
    const all = await get()
    expect(all.list!.map((b) => b.type)).toEqual(expect.arrayContaining(["PROMOTION", "MISSION", "POINTS"]))
    expect(all.summary!.bonus).toBe(all.list!.reduce((s, b) => s + b.amount, 0))
    const missions = await get("MISSION")
    expect(missions.list).toHaveLength(1)
    expect(missions.list![0]).toMatchObject({ amount: 1000, remarks: "Win 5 rounds", status: "ISSUED" })
    refuses(
      await player.c.get(Api.bonusDetails.path, { ...range(sandbox), page: 1, size: 5, type: "X" }),
      400,
      "request_param_err",
    )
  })
})

describe("member transactions (ODSFE2_MemTransDet)", () => {
  const query = (q: Record<string, unknown> = {}) => ({
    ...timesOf(range(sandbox)),
    accountTypeId: 9,
    page: 1,
    size: 50,
    ...q,
  })
  it("lists the points account's transactions, leaving out the excluded types", async () => {
    const points = decodes(Api.pointBalance, await player.c.get(Api.pointBalance.path))
    const all = decodes(Api.memberTransactions, await player.c.get(Api.memberTransactions.path, query()))
    expect(all.list![0]!.balance).toBe(points)
    expect(all.list!.map((t) => t.txTypeId)).toEqual(expect.arrayContaining(["9201", "9202", "9203", "9204", "9205"]))
    const shown = decodes(
      Api.memberTransactions,
      await player.c.get(Api.memberTransactions.path, query({ excludeTxTypeIds: "9203" })),
    )
    expect(shown.list!.some((t) => t.txTypeId === "9203")).toBe(false)
    expect(shown.total).toBe(all.total! - 1)
  })
  it("reads the main wallet too, and a downline's for an agent only", async () => {
    const main = decodes(
      Api.memberTransactions,
      await player.c.get(Api.memberTransactions.path, query({ accountTypeId: 0 })),
    )
    expect(main.list![0]!.balance).toBe(await balanceOf(sandbox, player.member.id, "MAIN"))
    refuses(
      await player.c.get(Api.memberTransactions.path, query({ subordinateName: "down01" })),
      400,
      "downline_not_found",
    )
    const agent = await signedIn(sandbox, "agent01")
    const down = decodes(
      Api.memberTransactions,
      await agent.c.get(Api.memberTransactions.path, query({ accountTypeId: 0, subordinateName: "down01" })),
    )
    const down01 = await signedIn(sandbox, "down01")
    expect(down.list![0]!.balance).toBe(await balanceOf(sandbox, down01.member.id, "MAIN"))
    refuses(
      await agent.c.get(Api.memberTransactions.path, query({ subordinateName: "player01" })),
      400,
      "downline_not_found",
    )
    refuses(await player.c.get(Api.memberTransactions.path, query({ accountTypeId: 5 })), 400, "wallet_not_found")
    refuses(
      await player.c.get(Api.memberTransactions.path, query({ startTime: "yesterday" })),
      400,
      "request_param_err",
    )
    refuses(
      await player.c.get(Api.memberTransactions.path, query({ excludeTxTypeIds: "9203;drop" })),
      400,
      "request_param_err",
    )
  })
})
