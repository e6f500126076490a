/**
 * Contract tests of the agent centre's reports and transfer (core/contract/api/agent.ts: team overview, downlines,
 * team betting, profit and loss, income, transaction details, transfer to a downline) against a real sandbox seeded
 * with the agent tree (agent01 -> agent02, agent41, down01; agent02 -> agent42, down02) and its play: every answer
 * decodes, agrees with the ledger and `bets` of the tree (recursively), and an agent sees only its own tree.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { demoPaymentPassword } from "../../sandbox/money/seedFunds.ts"
import { balanceOf, decodes, ledgerSandbox, newKey, range, refuses, signedIn } from "./moneyKit.ts"

const sandbox = ledgerSandbox()

const page = { page: 1, size: 50 }
const tree01 = ["agent02", "agent41", "down01", "agent42", "down02"]

const idsOf = async (accounts: ReadonlyArray<string>) =>
  (
    await sandbox.services.db.query<{ id: string }>("select id from members where account = any($1::text[])", [
      [...accounts],
    ])
  ).map((r) => Number(r.id))

const total = async (q: string, accounts: ReadonlyArray<string>) =>
  Number((await sandbox.services.db.query<{ s: string }>(q, [await idsOf(accounts)]))[0]?.s ?? 0)

describe("reports", () => {
  it("overviews the whole tree below the agent, from the ledger and the bets", async () => {
    const { c } = await signedIn(sandbox, "agent01")
    const value = decodes(Api.teamOverview, await c.get(Api.teamOverview.path, range(sandbox)))
    expect(value).toMatchObject({ teamSize: 5, directCount: 3, newMembers: 5 })
    const stake = await total(
      "select coalesce(sum(stake), 0) as s from bets where member_id = any($1::bigint[])",
      tree01,
    )
    expect(value.betAmount).toBe(stake)
    expect(value.activeMembers).toBe(3)
    expect(value.depositAmount).toBe(100_000 + 40_000 + 50_000 + 30_000 + 20_000)
    expect(value.withdrawalAmount).toBe(10_000)
    expect(value.firstDepositCount).toBe(5)
    // Settlement runs on its own timer and may pay into the tree while the test reads (a period closes): compare the
    // overview with a ledger total that did not move across the overview's call.
    const balanceQuery =
      "select coalesce(sum(balance), 0) as s from accounts where member_id = any($1::bigint[]) and (code = 'MAIN' or code like 'V:%')"
    let steady: { before: number; after: number; teamBalance: number | null | undefined } | undefined
    for (let attempt = 0; attempt < 5 && (steady === undefined || steady.before !== steady.after); attempt++) {
      const before = await total(balanceQuery, tree01)
      const { teamBalance } = decodes(Api.teamOverview, await c.get(Api.teamOverview.path, range(sandbox)))
      steady = { before, after: await total(balanceQuery, tree01), teamBalance }
    }
    expect(steady?.after).toBe(steady?.before)
    expect(steady?.teamBalance).toBe(steady?.before)
    const sub = await signedIn(sandbox, "agent02")
    expect(decodes(Api.teamOverview, await sub.c.get(Api.teamOverview.path, range(sandbox)))).toMatchObject({
      teamSize: 2,
      directCount: 2,
    })
  })
  it("lists the downlines at every depth, searched by name", async () => {
    const { c } = await signedIn(sandbox, "agent01")
    const all = decodes(Api.downlines, await c.get(Api.downlines.path, page))
    expect(all.list!.map((d) => d.account)).toEqual(tree01)
    expect(all.list!.find((d) => d.account === "agent02")).toMatchObject({ teamSize: 2, type: 2 })
    const agent42 = await signedIn(sandbox, "agent42")
    expect(all.list!.find((d) => d.account === "agent42")!.balance).toBe(
      await balanceOf(sandbox, agent42.member.id, "MAIN"),
    )
    const found = decodes(Api.downlines, await c.get(Api.downlines.path, { ...page, account: "DOWN" }))
    expect(found.list!.map((d) => d.account)).toEqual(["down01", "down02"])
    const paged = decodes(Api.downlines, await c.get(Api.downlines.path, { page: 2, size: 2 }))
    expect(paged).toMatchObject({ total: 5, totalPages: 3, pageNum: 2 })
    expect(paged.list!.map((d) => d.account)).toEqual(["down01", "agent42"])
  })
  it("reports the team's bets, by downline and vendor", async () => {
    const { c } = await signedIn(sandbox, "agent01")
    const value = decodes(Api.teamBetting, await c.get(Api.teamBetting.path, { ...range(sandbox), ...page }))
    const count = await total("select count(*) as s from bets where member_id = any($1::bigint[])", tree01)
    expect(value.total).toBe(count)
    expect(new Set(value.list!.map((b) => b.account))).toEqual(new Set(["agent02", "down01", "down02"]))
    const one = decodes(
      Api.teamBetting,
      await c.get(Api.teamBetting.path, { ...range(sandbox), ...page, account: "down02", vendor: "MG" }),
    )
    expect(one.list!.every((b) => b.account === "down02" && b.vendor === "MG")).toBe(true)
    refuses(
      await c.get(Api.teamBetting.path, { ...range(sandbox), ...page, account: "player01" }),
      400,
      "downline_not_found",
    )
  })
  it("reports profit and loss per downline with the team's totals", async () => {
    const { c } = await signedIn(sandbox, "agent01")
    const value = decodes(Api.teamProfitLoss, await c.get(Api.teamProfitLoss.path, { ...range(sandbox), ...page }))
    expect(value.list!.map((r) => r.account)).toEqual(tree01)
    const win = await total(
      "select coalesce(sum(payout - stake), 0) as s from bets where member_id = any($1::bigint[])",
      tree01,
    )
    expect(value.summary!.winLoss).toBe(win)
    const down01 = value.list!.find((r) => r.account === "down01")!
    expect(down01).toMatchObject({ depositAmount: 30_000, withdrawalAmount: 10_000 })
    expect(down01.profitLoss).toBe(down01.winLoss! + down01.bonus!)
  })
  it("computes the income of the agent's contracts from its team's play", async () => {
    const { c } = await signedIn(sandbox, "agent01")
    const value = decodes(Api.agentIncome, await c.get(Api.agentIncome.path, { ...range(sandbox), ...page }))
    expect(value.list!.length).toBeGreaterThan(0)
    // The first page holds the newest periods: the frequent salaries fill it.
    expect(new Set(value.list!.map((r) => r.type))).toContain("REALTIME_SALARY")
    const dailyAnswer = decodes(
      Api.agentIncome,
      await c.get(Api.agentIncome.path, { ...range(sandbox), page: 1, size: 100, type: "DAILY_SALARY" }),
    )
    const daily = dailyAnswer.list!
    const stake = await total(
      "select coalesce(sum(stake), 0) as s from bets where member_id = any($1::bigint[])",
      tree01,
    )
    // 1.5% of each day's team stake, rounded down per day.
    const sum = daily.reduce((s, r) => s + r.amount, 0)
    expect(sum).toBeLessThanOrEqual(Math.floor((stake * 1.5) / 100))
    expect(sum).toBeGreaterThan(Math.floor((stake * 1.5) / 100) - daily.length)
    expect(daily.every((r) => r.periodType === "D")).toBe(true)
    expect(dailyAnswer.summary!.amount).toBe(sum)
    const dividends = decodes(
      Api.agentIncome,
      await c.get(Api.agentIncome.path, { ...range(sandbox), ...page, type: "DIVIDEND" }),
    )
    expect(dividends.list!.every((r) => r.type === "DIVIDEND" && r.periodType === "H")).toBe(true)
    const sub = await signedIn(sandbox, "agent02")
    // Asked type by type: which types fill the newest page depends on the hour of the half-month the test runs in.
    // A dividend is paid only for a period the team lost (spec section 9), which the seeded play decides, so its
    // rows may be none; the pending daily salary is never paid.
    const rows = async (type: string) =>
      decodes(Api.agentIncome, await sub.c.get(Api.agentIncome.path, { ...range(sandbox), ...page, type })).list!
    expect((await rows("HOUR_SALARY")).length).toBeGreaterThan(0)
    expect((await rows("REALTIME_SALARY")).length).toBeGreaterThan(0)
    expect(await rows("DAILY_SALARY")).toEqual([])
    expect((await rows("DIVIDEND")).every((r) => r.periodType === "H")).toBe(true)
  })
  it("lists the team's transactions from the ledger, with each member's account", async () => {
    const { c } = await signedIn(sandbox, "agent01")
    const value = decodes(
      Api.downlineTransactions,
      await c.get(Api.downlineTransactions.path, { ...range(sandbox), ...page, type: "DEPOSIT" }),
    )
    expect(value.list!.every((r) => r.type === "DEPOSIT" && tree01.includes(r.account))).toBe(true)
    const one = decodes(
      Api.downlineTransactions,
      await c.get(Api.downlineTransactions.path, {
        ...range(sandbox),
        ...page,
        account: "down01",
        type: "AGENT_TRANSFER",
      }),
    )
    expect(one.list!.map((r) => r.amount).sort()).toEqual([-5000, 10_000])
  })
  it("is for agents only", async () => {
    const { c } = await signedIn(sandbox, "player01")
    refuses(await c.get(Api.teamOverview.path, range(sandbox)), 403, "agent_only")
    refuses(await c.get(Api.downlines.path, page), 403, "agent_only")
    refuses(await c.get(Api.agentIncome.path, { ...range(sandbox), ...page }), 403, "agent_only")
  })
})

describe("transfer to a downline", () => {
  const path = Api.downlineTransfer.path
  it("moves money from the agent to a member of its tree, at any depth, once per key", async () => {
    const agent = await signedIn(sandbox, "agent01")
    const down = await signedIn(sandbox, "down02")
    const before = [await balanceOf(sandbox, agent.member.id, "MAIN"), await balanceOf(sandbox, down.member.id, "MAIN")]
    const key = newKey()
    const body = { downline: "down02", amount: 42, paymentPassword: demoPaymentPassword }
    expect(
      decodes(Api.downlineTransfer, await agent.money("POST", path, body, { key, encrypted: true })).successAmount,
    ).toBe(4200)
    decodes(Api.downlineTransfer, await agent.money("POST", path, body, { key, encrypted: true }))
    expect(await balanceOf(sandbox, agent.member.id, "MAIN")).toBe(before[0]! - 4200)
    expect(await balanceOf(sandbox, down.member.id, "MAIN")).toBe(before[1]! + 4200)
  })
  it("refuses another agent's downline, a non-agent, a wrong password and an overdraft", async () => {
    const agent = await signedIn(sandbox, "agent02")
    const send = (body: Record<string, unknown>) =>
      agent.money(
        "POST",
        path,
        { downline: "down02", amount: 1, paymentPassword: demoPaymentPassword, ...body },
        { encrypted: true },
      )
    refuses(await send({ downline: "down01" }), 400, "downline_not_found")
    refuses(await send({ downline: "agent01" }), 400, "downline_not_found")
    refuses(await send({ downline: "" }), 400, "downline_not_found")
    refuses(await send({ paymentPassword: "000000" }), 400, "payment_password_incorrect")
    refuses(await send({ amount: 10_000_000 }), 400, "balance_not_enough")
    const member = await signedIn(sandbox, "down01")
    refuses(
      await member.money(
        "POST",
        path,
        { downline: "down02", amount: 1, paymentPassword: demoPaymentPassword },
        { encrypted: true },
      ),
      403,
      "agent_only",
    )
  })
})
