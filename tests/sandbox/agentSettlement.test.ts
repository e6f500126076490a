/**
 * Contract settlement through the platform's wire: the start-up catch-up pays the seeded contracts' closed periods;
 * the development clock closes a real-time period at once and pays it into the agent's wallet, listed PAID in "My
 * income", as a COMMISSION line in the account records and in the inbox; an upline whose wallet cannot cover a
 * payment leaves it HELD with its reason until the wallet can; the contract terms carry the running period's valid
 * bet and net loss; a period already claimed is never paid again (the once-per-period guard, forced); a paid
 * withdrawal left unanswered is marked received after the timeout.
 */
import { describe, expect, it } from "vitest"
import { Api } from "../../core/contract/Api.ts"
import { amountText } from "../../core/projections/amountText.ts"
import { closeDueBatch } from "../../sandbox/agents/settlement.ts"
import { settleNow } from "../../sandbox/agents/settlementSweep.ts"
import { House, main, transfer } from "../../sandbox/ledger/ledger.ts"
import { devHeaders } from "./harness.ts"
import { decodes, ledgerSandbox, range, signedIn } from "./moneyKit.ts"

const sandbox = ledgerSandbox()

const page = { page: 1, size: 100 }

/** A development tool's call. */
const dev = async (method: "GET" | "POST", path: string, body?: unknown) => {
  const res = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...devHeaders },
    body: body === undefined ? null : JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as { success: boolean; value: any; errorCode?: string } }
}

const idOf = async (account: string) =>
  Number(
    (await sandbox.services.db.query<{ id: unknown }>("select id from members where account = $1", [account]))[0]!.id,
  )

const mainBalance = async (account: string) => {
  const { c } = await signedIn(sandbox, account)
  const b = decodes(Api.balance, await c.get(Api.balance.path))
  return b.balance?.find((w) => w.accountTypeId === 0)?.availBalance ?? 0
}

/** A round of `stake` played by `account` now (the ledger's bets are what settlement reads). */
const play = async (account: string, stake: number, category = "RNG") =>
  sandbox.services.db.query(
    `insert into bets (member_id, vendor, account_type_id, category, game_code, game_name, stake, payout, round_id,
       created_at) values ($1, 'T', 1, $2, 'g', 'g', $3, 0, $4, $5)`,
    [await idOf(account), category, stake, `t-${Math.random()}`, new Date(sandbox.services.clock())],
  )

const paidTo = async (account: string) =>
  Number(
    (
      await sandbox.services.db.query<{ s: unknown }>(
        "select coalesce(sum(amount), 0) as s from settlements where member_id = $1 and status = 'PAID'",
        [await idOf(account)],
      )
    )[0]!.s,
  )
const paidBy = async (account: string) =>
  Number(
    (
      await sandbox.services.db.query<{ s: unknown }>(
        "select coalesce(sum(amount), 0) as s from settlements where payer_id = $1 and status = 'PAID'",
        [await idOf(account)],
      )
    )[0]!.s,
  )

describe("contract settlement", () => {
  it("pays the seeded contracts' closed periods at start, once each, into the agent's records and inbox", async () => {
    await settleNow(sandbox.services)
    const { c } = await signedIn(sandbox, "agent01")
    const income = decodes(Api.agentIncome, await c.get(Api.agentIncome.path, { ...range(sandbox), ...page }))
    expect(income.list!.some((r) => r.status === "PAID")).toBe(true)
    expect(income.byStatus!.paid).toBeGreaterThan(0)
    expect(income.byStatus!.paid).toBeGreaterThanOrEqual(
      income.list!.filter((r) => r.status === "PAID").reduce((s, r) => s + r.amount, 0),
    )
    const records = decodes(
      Api.accountRecords,
      await c.get(Api.accountRecords.path, { ...range(sandbox), ...page, recordType: "COMMISSION" }),
    )
    expect(records.list!.length).toBeGreaterThan(0)
    const inbox = decodes(Api.inbox, await c.get(Api.inbox.path, { page: 1, size: 5 }))
    expect(inbox.list!.some((m) => m.title === "Contract income paid")).toBe(true)
    // Settling again pays nothing more.
    const before = await paidTo("agent01")
    await settleNow(sandbox.services)
    expect(await paidTo("agent01")).toBe(before)
  })

  it("closes a real-time period when the development clock moves, paying the agent from its upline's wallet", async () => {
    await settleNow(sandbox.services)
    const clock = await dev("GET", "/sandbox/admin/clock")
    expect(clock.status).toBe(200)
    const balance = await mainBalance("agent02")
    const [paid, paying] = [await paidTo("agent02"), await paidBy("agent02")]
    const upline = await mainBalance("agent01")
    const [uplinePaid, uplinePaying] = [await paidTo("agent01"), await paidBy("agent01")]
    await play("down02", 1_000_000)
    const moved = await dev("POST", "/sandbox/admin/clock", { advanceMinutes: 10 })
    expect(moved.status).toBe(200)
    expect(moved.body.value.now).toBeGreaterThanOrEqual(clock.body.value.now + 10 * 60_000)
    // agent02's real-time salary: 0.3% of its team's RNG bets of the period.
    const { c } = await signedIn(sandbox, "agent02")
    const income = decodes(
      Api.agentIncome,
      await c.get(Api.agentIncome.path, { ...range(sandbox), ...page, type: "REALTIME_SALARY" }),
    )
    expect(income.list![0]).toMatchObject({ type: "REALTIME_SALARY", amount: 3000, status: "PAID" })
    expect(await mainBalance("agent02")).toBe(
      balance + (await paidTo("agent02")) - paid - ((await paidBy("agent02")) - paying),
    )
    expect(await mainBalance("agent02")).toBeGreaterThanOrEqual(balance + 3000)
    expect(await mainBalance("agent01")).toBe(
      upline + (await paidTo("agent01")) - uplinePaid - ((await paidBy("agent01")) - uplinePaying),
    )
    refusesClock(await dev("POST", "/sandbox/admin/clock", { advanceMinutes: -5 }))
    refusesClock(await dev("POST", "/sandbox/admin/clock", { advanceMinutes: "10" }))
  })

  it("refuses to pay a period twice when a second closing runs over it, and moves nothing", async () => {
    await settleNow(sandbox.services)
    const { db } = sandbox.services
    // The latest period paid to agent02; its contract's progress is then rewound to that period's start, as a second
    // instance that read the contract before the first committed would see it.
    const [last] = await db.query<{ contract_id: unknown; period_start: Date }>(
      `select contract_id, period_start from settlements where member_id = $1 and status = 'PAID'
        order by period_start desc limit 1`,
      [await idOf("agent02")],
    )
    expect(last).toBeDefined()
    const [progress] = await db.query<{ settled_until: Date; next_close_at: Date }>(
      "select settled_until, next_close_at from contracts where id = $1",
      [last!.contract_id],
    )
    const moved = async () => ({
      balance: await mainBalance("agent02"),
      postings: Number((await db.query<{ n: unknown }>("select count(*) as n from postings"))[0]!.n),
      settlements: Number((await db.query<{ n: unknown }>("select count(*) as n from settlements"))[0]!.n),
    })
    const before = await moved()
    try {
      await db.query("update contracts set settled_until = $2, next_close_at = $2 where id = $1", [
        last!.contract_id,
        last!.period_start,
      ])
      await expect(closeDueBatch(db, sandbox.services.clock())).rejects.toThrow(/already claimed/)
    } finally {
      await db.query("update contracts set settled_until = $2, next_close_at = $3 where id = $1", [
        last!.contract_id,
        progress!.settled_until,
        progress!.next_close_at,
      ])
    }
    expect(await moved()).toEqual(before)
  })

  it("tells the paid agent once per close in the agent's own language: how much, for how many periods", async () => {
    // The six languages' messages written out: a count of one is singular where the language marks the plural.
    const messages: ReadonlyArray<readonly [string, string, (amount: string, n: number) => string]> = [
      [
        "EN",
        "Contract income paid",
        (a, n) =>
          `You were paid ${a} for ${n} period${n === 1 ? "" : "s"} of your contracts. See "My income" in the agent centre.`,
      ],
      ["CN", "合约收入已发放", (a, n) => `您的合约有 ${n} 个周期已结算，共发放 ${a}。详情请见代理中心的"我的收入"。`],
      [
        "JA",
        "契約収入のお支払い",
        (a, n) => `契約の ${n} 期間分として ${a} をお支払いしました。代理センターの「マイ収入」でご確認ください。`,
      ],
      ["TH", "จ่ายรายได้ตามสัญญาแล้ว", (a, n) => `คุณได้รับ ${a} สำหรับ ${n} รอบของสัญญา ดูรายละเอียดได้ที่ "รายได้ของฉัน" ในศูนย์ตัวแทน`],
      [
        "VI",
        "Đã trả thu nhập hợp đồng",
        (a, n) => `Bạn đã được trả ${a} cho ${n} kỳ của các hợp đồng. Xem "Thu nhập của tôi" trong trung tâm đại lý.`,
      ],
      [
        "PT",
        "Renda de contrato paga",
        (a, n) =>
          `Você recebeu ${a} por ${n} período${n === 1 ? "" : "s"} dos seus contratos. Veja "Minha renda" na central do agente.`,
      ],
    ]
    const agent02 = await idOf("agent02")
    await settleNow(sandbox.services)
    // Only agent02's real-time contract closes here (the others are held back and then restored), so a close pays
    // as many periods as were played.
    const others = await sandbox.services.db.query<{ id: unknown; next_close_at: unknown }>(
      "select id, next_close_at from contracts where member_id = $1 and kind <> 'REALTIME_SALARY'",
      [agent02],
    )
    await sandbox.services.db.query("update contracts set next_close_at = 'infinity' where id = any($1::bigint[])", [
      others.map((o) => o.id),
    ])
    for (const [language, title, body] of messages)
      for (const periods of language === "EN" || language === "PT" ? [1, 2] : [1]) {
        await sandbox.services.db.query("update members set language = $1 where id = $2", [language, agent02])
        // a round in each of `periods` real-time periods (5 minutes each), closed by one move of the clock
        for (let i = 1; i < periods; i++) {
          await play("down02", 1_000_000)
          sandbox.advance(6 * 60_000)
        }
        await play("down02", 1_000_000)
        await dev("POST", "/sandbox/admin/clock", { advanceMinutes: 6 })
        const [close] = await sandbox.services.db.query<{ n: unknown; total: unknown }>(
          `select count(*) as n, sum(amount) as total from settlements
            where member_id = $1 and status = 'PAID' and paid_at = (select max(paid_at) from settlements where member_id = $1)`,
          [agent02],
        )
        expect(Number(close!.n)).toBe(periods)
        const { c } = await signedIn(sandbox, "agent02")
        const inbox = decodes(Api.inbox, await c.get(Api.inbox.path, { page: 1, size: 5 }))
        expect(inbox.list![0]?.title).toBe(title)
        expect(inbox.list![0]?.content).toContain(body(amountText(Number(close!.total)), periods))
      }
    for (const o of others)
      await sandbox.services.db.query("update contracts set next_close_at = $2 where id = $1", [o.id, o.next_close_at])
    // each payment's journal entry says what it paid: the contract, the period's start and who paid it
    const [entry] = await sandbox.services.db.query<Record<string, unknown>>(
      `select s.contract_id, s.period_start, s.payer_id, j.meta from settlements s join journal j on j.id = s.journal_id
        where s.member_id = $1 and s.status = 'PAID' order by s.paid_at desc, s.period_start desc limit 1`,
      [agent02],
    )
    expect(entry!.meta).toEqual({
      contractId: String(entry!.contract_id),
      periodStart: new Date(entry!.period_start as string).getTime(),
      payerId: Number(entry!.payer_id),
    })
    // the real-time contract is next due when its running period ends (spec: settled every 5 minutes), not at every run
    const [next] = await sandbox.services.db.query<{ at: Date | string }>(
      "select next_close_at as at from contracts where member_id = $1 and kind = 'REALTIME_SALARY' and status = 'V'",
      [agent02],
    )
    const now = sandbox.services.clock()
    expect(new Date(next!.at).getTime()).toBeGreaterThan(now)
    expect(new Date(next!.at).getTime()).toBeLessThanOrEqual(now + 5 * 60_000)
  })

  it("holds a payment the upline cannot cover, with its reason, and pays it once the wallet can", async () => {
    const agent01 = await idOf("agent01")
    // The house's contracts with agent01 end now and are marked closed (the scheduler reads only contracts due), so
    // nothing refills its wallet: not even the last period of an ended contract, which would otherwise pay the
    // earlier tests' rounds whenever the clock's moves cross its boundary.
    await sandbox.services.db.query(
      `update contracts set status = 'C', ended_at = $2, next_close_at = 'infinity'
        where member_id = $1 and upline_id is null and status = 'V'`,
      [agent01, new Date(sandbox.services.clock())],
    )
    await settleNow(sandbox.services)
    const drained = await mainBalance("agent01")
    await sandbox.services.db.transaction((tx) =>
      transfer(tx, "test.debit", agent01, main(agent01), House.cash, drained),
    )
    await play("down02", 2_000_000)
    await dev("POST", "/sandbox/admin/clock", { advanceMinutes: 6 })
    const { c } = await signedIn(sandbox, "agent02")
    const held = decodes(
      Api.agentIncome,
      await c.get(Api.agentIncome.path, { ...range(sandbox), ...page, type: "REALTIME_SALARY" }),
    )
    expect(held.list![0]).toMatchObject({ amount: 6000, status: "HELD", reason: "upline_balance_not_enough" })
    expect(held.byStatus!.held).toBe(6000)
    expect(await mainBalance("agent01")).toBe(0)
    const paying = await paidBy("agent01")
    await sandbox.services.db.transaction((tx) =>
      transfer(tx, "test.credit", agent01, House.cash, main(agent01), 1_000_000),
    )
    await dev("POST", "/sandbox/admin/clock", { advanceMinutes: 0 })
    const paid = decodes(
      Api.agentIncome,
      await c.get(Api.agentIncome.path, { ...range(sandbox), ...page, type: "REALTIME_SALARY" }),
    )
    expect(paid.list![0]).toMatchObject({ amount: 6000, status: "PAID" })
    expect(paid.byStatus!.held).toBe(0)
    // paid by the upline it was held for, not by the house: agent01's wallet paid it, with whatever else of agent01's
    // closed meanwhile (a daily period that ended while the clock moved)
    const paidSince = (await paidBy("agent01")) - paying
    expect(paidSince).toBeGreaterThanOrEqual(6000)
    expect(await mainBalance("agent01")).toBe(1_000_000 - paidSince)
  })

  it("shows the running period's valid bet and net loss in the contract terms, and its amount as PENDING", async () => {
    await play("down02", 40_000)
    const { c } = await signedIn(sandbox, "agent02")
    const value = decodes(Api.consolidated, await c.get(Api.consolidated.path))
    const realtime = value.realtimesalreqtype!.RNG![0]!
    expect(realtime).toMatchObject({ periodicTotalBet: 40_000, periodicNetLoss: 40_000 })
    const income = decodes(
      Api.agentIncome,
      await c.get(Api.agentIncome.path, { ...range(sandbox), ...page, type: "REALTIME_SALARY" }),
    )
    expect(income.list![0]).toMatchObject({ amount: 120, status: "PENDING" })
    expect(income.byStatus!.pending).toBe(120)
  })

  it("marks a paid withdrawal received after the timeout, with a record line and a message", async () => {
    await dev("POST", "/sandbox/admin/clock", { advanceMinutes: 31 })
    const { c } = await signedIn(sandbox, "player01")
    const waiting = decodes(Api.paymentConfirmations, await c.get(Api.paymentConfirmations.path, page)).list!
    expect(waiting).toEqual([])
    const records = decodes(
      Api.accountRecords,
      await c.get(Api.accountRecords.path, { ...range(sandbox), ...page, recordType: "WITHDRAWAL" }),
    )
    expect(records.list!.some((r) => r.typeName === "Withdrawal received automatically")).toBe(true)
    const inbox = decodes(Api.inbox, await c.get(Api.inbox.path, { page: 1, size: 5 }))
    expect(inbox.list!.some((m) => m.title === "Withdrawal received")).toBe(true)
  })

  it("closes a contract ending inside its running period up to now, then at its end, and then never again", async () => {
    const { db } = sandbox.services
    await settleNow(sandbox.services)
    // A real-time contract from agent01 to agent02 (settled every 5 minutes) that ends with the running period.
    const period = 5 * 60_000
    const now = sandbox.services.clock()
    const end = Math.floor(now / period) * period + period
    const [row] = await db.query<{ id: unknown }>(
      `insert into contracts (kind, upline_id, member_id, product_type, computation_period, rate, rate_type,
         minimum_bet, active_member, status, created_at, decided_at, started_at, ended_at)
       values ('REALTIME_SALARY', $1, $2, 'ALL', null, 0.3, 'P', 0, 0, 'C', $3, $3, $3, $4) returning id`,
      [await idOf("agent01"), await idOf("agent02"), new Date(now - 60_000), new Date(end)],
    )
    const schedule = async () => {
      const [c] = await db.query<{ until: Date | string; never: boolean; next: Date | string }>(
        "select settled_until as until, next_close_at = 'infinity' as never, next_close_at as next from contracts where id = $1",
        [row!.id],
      )
      return { until: new Date(c!.until).getTime(), next: c!.never ? "never" : new Date(c!.next).getTime() }
    }
    await settleNow(sandbox.services)
    // its period has not ended: closed up to the period's start, due again at its end
    expect(await schedule()).toEqual({ until: end - period, next: end })
    // at its very end: its last period has ended, closes at the contract's end, and it is never due again
    sandbox.freeze()
    try {
      sandbox.advance(end - sandbox.services.clock())
      expect(sandbox.services.clock()).toBe(end)
      await settleNow(sandbox.services)
    } finally {
      sandbox.thaw()
    }
    expect(await schedule()).toEqual({ until: end, next: "never" })
  })

  it("pays nothing for a period whose team net loss stays under the contract's threshold", async () => {
    const { db } = sandbox.services
    await settleNow(sandbox.services)
    const [row] = await db.query<{ id: unknown }>(
      `insert into contracts (kind, upline_id, member_id, product_type, computation_period, rate, rate_type,
         minimum_bet, active_member, net_loss, status, created_at, decided_at, started_at)
       values ('REALTIME_SALARY', $1, $2, 'ALL', null, 0.3, 'P', 0, 0, 2000000, 'V', $3, $3, $3) returning id`,
      [await idOf("agent01"), await idOf("agent02"), new Date(sandbox.services.clock())],
    )
    const paidOn = async () =>
      (await db.query<{ amount: unknown }>("select amount from settlements where contract_id = $1", [row!.id])).map(
        (r) => Number(r.amount),
      )
    await play("down02", 1_000_000)
    await dev("POST", "/sandbox/admin/clock", { advanceMinutes: 6 })
    expect(await paidOn()).toEqual([])
    await play("down02", 3_000_000)
    await dev("POST", "/sandbox/admin/clock", { advanceMinutes: 6 })
    expect(await paidOn()).toEqual([9000])
  })

  it("pays in order within one close: an upline's wallet covers exactly what it holds, and an agent paid can pay on", async () => {
    const { db } = sandbox.services
    await settleNow(sandbox.services)
    // down01 moves under agent42 (agent01 → agent02 → agent42 → down01), so agent02 is paid for down01's rounds by
    // agent01 and pays agent42 for them, in the same period.
    const [agent01, agent02, agent42, down01] = [
      await idOf("agent01"),
      await idOf("agent02"),
      await idOf("agent42"),
      await idOf("down01"),
    ]
    const [{ upline }] = (await db.query<{ upline: unknown }>("select upline_id as upline from members where id = $1", [
      down01,
    ])) as [{ upline: unknown }]
    await db.query("update members set upline_id = $1 where id = $2", [agent42, down01])
    const now = sandbox.services.clock()
    // inserted in this order, so in one period they are paid in this order (by contract)
    const x = await contract(agent01, agent02, 0.3, now)
    const y = await contract(agent02, agent42, 0.35, now)
    const z = await contract(agent01, agent02, 0.2, now)
    const restore = await alone([x, y, z])
    try {
      // x is taken last from the due contracts (one with a time comes after those never closed), so only the payments'
      // own order puts it first
      await sandbox.services.db.query("update contracts set next_close_at = $2 where id = $1", [
        x,
        new Date(now - 60_000),
      ])
      // agent01 holds exactly x's amount (0.3% of 1,000,000); agent02 holds 500, and pays y (3500) only with what x
      // pays it on top
      await setBalance(agent01, 3000)
      await setBalance(agent02, 500)
      await play("down01", 1_000_000)
      await dev("POST", "/sandbox/admin/clock", { advanceMinutes: 6 })
      expect(await settled([x, y, z])).toEqual([
        { contract: x, amount: 3000, status: "PAID", validBet: 1_000_000, profitLoss: -1_000_000 },
        { contract: y, amount: 3500, status: "PAID", validBet: 1_000_000, profitLoss: -1_000_000 },
        { contract: z, amount: 2000, status: "HELD", validBet: 1_000_000, profitLoss: -1_000_000 },
      ])
      expect(await mainBalance("agent01")).toBe(0)
      expect(await mainBalance("agent02")).toBe(0)
    } finally {
      await restore()
      await db.query("update members set upline_id = $1 where id = $2", [upline, down01])
      await db.query("update contracts set status = 'C', next_close_at = 'infinity' where id = any($1::bigint[])", [
        [x, y, z],
      ])
      await db.query("delete from settlements where contract_id = any($1::bigint[]) and status = 'HELD'", [[x, y, z]])
    }
  })

  it("pays the oldest period first when an upline cannot cover them all, whatever the contracts' order", async () => {
    const { db } = sandbox.services
    await settleNow(sandbox.services)
    const [agent01, agent02] = [await idOf("agent01"), await idOf("agent02")]
    const now = sandbox.services.clock()
    // p, the older contract (lower id), starts with the second round's period; q covers both rounds
    const p = await contract(agent01, agent02, 0.3, now + 6 * 60_000)
    const q = await contract(agent01, agent02, 0.2, now)
    const restore = await alone([p, q])
    try {
      await setBalance(agent01, 3000)
      await play("down02", 1_000_000)
      sandbox.advance(6 * 60_000)
      await play("down02", 1_000_000)
      await dev("POST", "/sandbox/admin/clock", { advanceMinutes: 6 })
      // q's first period (2000) is the oldest and is paid; then the second period's p (3000) and q (2000) are held
      // with 1000 left, where paying p first would have spent all 3000 on it
      const rows = await settled([p, q])
      expect(rows.map((r) => [r.contract, r.amount, r.status])).toEqual([
        [q, 2000, "PAID"],
        [p, 3000, "HELD"],
        [q, 2000, "HELD"],
      ])
      expect(await mainBalance("agent01")).toBe(1000)
    } finally {
      await restore()
      await db.query("update contracts set status = 'C', next_close_at = 'infinity' where id = any($1::bigint[])", [
        [p, q],
      ])
      await db.query("delete from settlements where contract_id = any($1::bigint[]) and status = 'HELD'", [[p, q]])
    }
  })
})

/** A real-time salary contract (every 5 minutes, on every product) from `upline` to `member` at `rate` percent. */
const contract = async (upline: number, member: number, rate: number, startedAt: number) =>
  Number(
    (
      await sandbox.services.db.query<{ id: unknown }>(
        `insert into contracts (kind, upline_id, member_id, product_type, computation_period, rate, rate_type,
           minimum_bet, active_member, status, created_at, decided_at, started_at)
         values ('REALTIME_SALARY', $1, $2, 'ALL', null, $3, 'P', 0, 0, 'V', $4, $4, $5) returning id`,
        [upline, member, rate, new Date(sandbox.services.clock()), new Date(startedAt)],
      )
    )[0]!.id,
  )

/** Makes only `ids` due (every other contract waits); answers how to put the others' schedule back. */
const alone = async (ids: ReadonlyArray<number>) => {
  const { db } = sandbox.services
  const others = await db.query<{ id: unknown; next_close_at: unknown }>(
    "select id, next_close_at from contracts where id <> all($1::bigint[])",
    [ids],
  )
  await db.query("update contracts set next_close_at = 'infinity' where id <> all($1::bigint[])", [ids])
  return async () => {
    for (const o of others)
      await db.query("update contracts set next_close_at = $2 where id = $1", [o.id, o.next_close_at])
  }
}

/** Sets a member's main wallet to `amount`, through the ledger (to or from the house's cash). */
const setBalance = async (memberId: number, amount: number) => {
  const [row] = await sandbox.services.db.query<{ account: unknown }>("select account from members where id = $1", [
    memberId,
  ])
  const now = await mainBalance(String(row!.account))
  await sandbox.services.db.transaction((tx) =>
    now > amount
      ? transfer(tx, "test.debit", memberId, main(memberId), House.cash, now - amount)
      : transfer(tx, "test.credit", memberId, House.cash, main(memberId), amount - now),
  )
  expect(await mainBalance(String(row!.account))).toBe(amount)
}

/** The settlement rows of `ids`, oldest period first, then by contract: what was paid, what held, and the audit columns. */
const settled = async (ids: ReadonlyArray<number>) =>
  (
    await sandbox.services.db.query<Record<string, unknown>>(
      `select contract_id, amount, status, valid_bet, profit_loss from settlements
        where contract_id = any($1::bigint[]) order by period_start, contract_id`,
      [ids],
    )
  ).map((r) => ({
    contract: Number(r.contract_id),
    amount: Number(r.amount),
    status: r.status,
    validBet: Number(r.valid_bet),
    profitLoss: Number(r.profit_loss),
  }))

const refusesClock = (res: { status: number; body: { success: boolean } }) => {
  expect(res.status).toBe(422)
  expect(res.body.success).toBe(false)
}
