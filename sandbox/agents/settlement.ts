/**
 * Contract settlement (spec sections 1 and 9): a durable scheduler closes each period of each accepted contract from
 * the ledger's own bets (teamPlay.ts) with the contract's terms (contractTerms.ts) and pays it as one journal entry of
 * its own kind. Who pays: the house pays a top agent's contracts (upline null); an upline pays the contracts it gave
 * from its own main wallet, and a payment that wallet cannot cover is HELD and retried oldest first, never driving a
 * balance below zero. A daily wage is "paid on alternate days" (spec section 9) read as the Chinese 隔日: each day's
 * wage is paid the day after, when the day has closed at 00:00 GMT+8.
 *
 * Exactly once: each (contract, period) is a row of `settlements` claimed by its key in the same transaction as the
 * entry that pays it; the contracts a batch closes are locked (`skip locked`, so several instances share the work
 * without waiting on each other) and carry how far they are closed, so a restart resumes where it stopped and a
 * period missed while the server was down is paid when it comes back, oldest first. Money moves for a whole batch in
 * one statement (journal rows, postings, balances), the wallets locked in id order.
 */

import type { ContractType } from "../../core/model/AgentContract.ts"
import { amountText } from "../../core/projections/amountText.ts"
import type { Database, Queryable } from "../db/Database.ts"
import { lockMainWallets, postBatch } from "../ledger/batch.ts"
import { accountId, House } from "../ledger/ledger.ts"
import { ms, num } from "../money/rows.ts"
import { higherTiersOf } from "./contractRecords.ts"
import { amountOf, contractPeriodOf, paymentKinds, type Terms } from "./contractTerms.ts"
import type { Period } from "./periods.ts"
import { periodsOf, slicesOf } from "./teamPlay.ts"

/** Contracts closed per transaction. */
export const settlementBatch = 1000

/** Why a payment waits. */
export const heldReason = "upline_balance_not_enough"

interface DueContract extends Terms {
  readonly id: number
  readonly uplineId: number | null
  readonly memberId: number
  readonly productType: string
  readonly startedAt: number
  readonly endedAt: number | null
  readonly settledUntil: number | null
}

/** One period's payment, decided. */
interface Payment {
  readonly contractId: number
  readonly kind: string
  readonly payeeId: number
  readonly payerId: number | null
  readonly period: Period
  readonly stake: number
  readonly payout: number
  readonly members: number
  readonly amount: number
}

/** Where a contract stands after this close: closed up to `until`, next due at `next` (Infinity once ended). */
const planOf = (c: DueContract, now: number) => {
  const from = c.settledUntil ?? contractPeriodOf(c, c.startedAt).start
  const running = contractPeriodOf(c, now)
  if (c.endedAt !== null) {
    const last = contractPeriodOf(c, Math.max(c.endedAt - 1, from))
    if (last.end <= now) return { from, until: Math.max(last.end, from), next: Number.POSITIVE_INFINITY }
  }
  return { from, until: Math.max(running.start, from), next: running.end }
}

const dueContracts = async (tx: Queryable, now: number, limit: number): Promise<Array<DueContract>> =>
  (
    await tx.query<Record<string, unknown>>(
      `select id, kind, upline_id, member_id, product_type, computation_period, rate, rate_type, minimum_bet,
              active_member, net_loss, higher_tiers, started_at, ended_at, settled_until
         from contracts
        where started_at is not null and status in ('V', 'C', 'X') and (next_close_at is null or next_close_at <= $1)
        order by next_close_at nulls first, id limit $2 for update skip locked`,
      [new Date(now), limit],
    )
  ).map((r) => ({
    id: num(r.id),
    kind: r.kind as ContractType,
    period: (r.computation_period as string | null) ?? null,
    rate: num(r.rate),
    rateType: r.rate_type as "P" | "F",
    minimumBet: num(r.minimum_bet),
    activeMember: num(r.active_member),
    netLoss: r.net_loss === null ? null : num(r.net_loss),
    higherTiers: higherTiersOf(r.higher_tiers),
    uplineId: r.upline_id === null ? null : num(r.upline_id),
    memberId: num(r.member_id),
    productType: String(r.product_type),
    startedAt: ms(r.started_at)!,
    endedAt: ms(r.ended_at),
    settledUntil: ms(r.settled_until),
  }))

/**
 * Decides which payments are made now, in order: the house always pays; an upline pays while its wallet (with what it
 * was paid earlier in the same order) covers the amount; the rest is held.
 */
const decide = (payments: ReadonlyArray<Payment>, wallets: Map<number, { account: number; balance: number }>) => {
  const balance = new Map([...wallets].map(([m, w]) => [m, w.balance]))
  const paid: Array<Payment> = []
  const held: Array<Payment> = []
  for (const p of payments) {
    if (p.payerId !== null) {
      const left = balance.get(p.payerId) ?? 0
      if (left < p.amount) {
        held.push(p)
        continue
      }
      balance.set(p.payerId, left - p.amount)
    }
    balance.set(p.payeeId, (balance.get(p.payeeId) ?? 0) + p.amount)
    paid.push(p)
  }
  return { paid, held }
}

/** Posts the paid payments in one statement (the ledger's `postBatch`); answers their journal ids. */
const postPayments = async (
  tx: Queryable,
  paid: ReadonlyArray<Payment>,
  wallets: Map<number, { account: number; balance: number }>,
  now: number,
): Promise<Array<number>> => {
  if (paid.length === 0) return []
  const house = await accountId(tx, House.agents)
  return postBatch(
    tx,
    paid.map((p) => ({
      kind: p.kind,
      memberId: p.payeeId,
      to: wallets.get(p.payeeId)!.account,
      from: p.payerId === null ? house : wallets.get(p.payerId)!.account,
      amount: p.amount,
      meta: { contractId: String(p.contractId), periodStart: p.period.start, payerId: p.payerId },
    })),
    now,
  )
}

/** The message of a payment, in each language the platform speaks (the member's `language`, a platform code). */
const paidMessage: Readonly<
  Record<string, { readonly title: string; readonly body: (amount: string, periods: number) => string }>
> = {
  EN: {
    title: "Contract income paid",
    body: (a, n) =>
      `You were paid ${a} for ${n} period${n === 1 ? "" : "s"} of your contracts. See "My income" in the agent centre.`,
  },
  CN: {
    title: "合约收入已发放",
    body: (a, n) => `您的合约有 ${n} 个周期已结算，共发放 ${a}。详情请见代理中心的"我的收入"。`,
  },
  JA: {
    title: "契約収入のお支払い",
    body: (a, n) => `契約の ${n} 期間分として ${a} をお支払いしました。代理センターの「マイ収入」でご確認ください。`,
  },
  TH: {
    title: "จ่ายรายได้ตามสัญญาแล้ว",
    body: (a, n) => `คุณได้รับ ${a} สำหรับ ${n} รอบของสัญญา ดูรายละเอียดได้ที่ "รายได้ของฉัน" ในศูนย์ตัวแทน`,
  },
  VI: {
    title: "Đã trả thu nhập hợp đồng",
    body: (a, n) => `Bạn đã được trả ${a} cho ${n} kỳ của các hợp đồng. Xem "Thu nhập của tôi" trong trung tâm đại lý.`,
  },
  PT: {
    title: "Renda de contrato paga",
    body: (a, n) =>
      `Você recebeu ${a} por ${n} período${n === 1 ? "" : "s"} dos seus contratos. Veja "Minha renda" na central do agente.`,
  },
}

/** Tells each paid agent, once per close, what it was paid, in the agent's language. */
const tellPaid = async (tx: Queryable, paid: ReadonlyArray<Payment>, now: number) => {
  const byPayee = new Map<number, { amount: number; periods: number }>()
  for (const p of paid) {
    const t = byPayee.get(p.payeeId) ?? { amount: 0, periods: 0 }
    byPayee.set(p.payeeId, { amount: t.amount + p.amount, periods: t.periods + 1 })
  }
  if (byPayee.size === 0) return
  const entries = [...byPayee]
  const languages = new Map(
    (
      await tx.query<{ id: string; language: string }>(
        "select id, language from members where id = any($1::bigint[])",
        [entries.map(([m]) => m)],
      )
    ).map((r) => [Number(r.id), r.language]),
  )
  const texts = entries.map(([m, t]) => {
    const message = paidMessage[languages.get(m) ?? "EN"] ?? paidMessage.EN!
    return { title: message.title, body: `<p>${message.body(amountText(t.amount), t.periods)}</p>` }
  })
  await tx.query(
    `insert into messages (member_id, title, content, type, created_at)
     select m, t, c, 'CONTRACT', $4 from unnest($1::bigint[], $2::text[], $3::text[]) as u(m, t, c)`,
    [entries.map(([m]) => m), texts.map((x) => x.title), texts.map((x) => x.body), new Date(now)],
  )
}

/** Locks the wallets the payments touch and decides which are paid now. */
const lockAndDecide = async (tx: Queryable, payments: ReadonlyArray<Payment>) => {
  const wallets = await lockMainWallets(
    tx,
    payments.flatMap((p) => (p.payerId === null ? [p.payeeId] : [p.payeeId, p.payerId])),
  )
  const { paid, held } = decide(payments, wallets)
  return { paid, held, wallets }
}

/** Closes the due periods of one batch of contracts; answers how many contracts it took. */
export const closeDueBatch = (db: Database, now: number, limit = settlementBatch): Promise<number> =>
  db.transaction(async (tx) => {
    const due = await dueContracts(tx, now, limit)
    if (due.length === 0) return 0
    const plans = new Map(due.map((c) => [c.id, planOf(c, now)]))
    const slices = await slicesOf(
      tx,
      due.map((c) => {
        const plan = plans.get(c.id)!
        return {
          contractId: c.id,
          holderId: c.memberId,
          productType: c.productType,
          from: Math.max(plan.from, c.startedAt),
          to: Math.min(plan.until, c.endedAt ?? Number.POSITIVE_INFINITY),
        }
      }),
    )
    const byContract = new Map<number, Array<(typeof slices)[number]>>()
    for (const s of slices) {
      const list = byContract.get(s.contractId)
      if (list === undefined) byContract.set(s.contractId, [s])
      else list.push(s)
    }
    const payments: Array<Payment> = []
    for (const c of due)
      for (const p of periodsOf(byContract.get(c.id) ?? [], (at) => contractPeriodOf(c, at))) {
        const amount = amountOf(c, p)
        if (amount > 0)
          payments.push({
            contractId: c.id,
            kind: paymentKinds[c.kind],
            payeeId: c.memberId,
            payerId: c.uplineId,
            period: p.period,
            stake: p.stake,
            payout: p.payout,
            members: p.members,
            amount,
          })
      }
    payments.sort((a, b) => a.period.start - b.period.start || a.contractId - b.contractId)
    if (payments.length > 0) {
      const { paid, held, wallets } = await lockAndDecide(tx, payments)
      const ids = await postPayments(tx, paid, wallets, now)
      const journalOf = new Map(paid.map((p, i) => [p, ids[i]!]))
      const all = [...paid, ...held]
      const claimed = await tx.query(
        `insert into settlements (contract_id, period_start, period_end, kind, member_id, payer_id, valid_bet,
           profit_loss, active_members, amount, status, reason, journal_id, created_at, paid_at)
         select u.c, u.ps, u.pe, u.k, u.m, u.payer, u.stake, u.pl, u.members, u.amount,
                case when u.j is null then 'HELD' else 'PAID' end, case when u.j is null then $12::text end, u.j,
                $13::timestamptz, case when u.j is null then null else $13::timestamptz end
           from unnest($1::bigint[], $2::timestamptz[], $3::timestamptz[], $4::text[], $5::bigint[], $6::bigint[],
                       $7::bigint[], $8::bigint[], $9::integer[], $10::bigint[], $11::bigint[])
             as u(c, ps, pe, k, m, payer, stake, pl, members, amount, j)
         on conflict (contract_id, period_start) do nothing returning 1`,
        [
          all.map((p) => p.contractId),
          all.map((p) => new Date(p.period.start)),
          all.map((p) => new Date(p.period.end)),
          all.map((p) => p.kind),
          all.map((p) => p.payeeId),
          all.map((p) => p.payerId),
          all.map((p) => p.stake),
          all.map((p) => p.payout - p.stake),
          all.map((p) => p.members),
          all.map((p) => p.amount),
          all.map((p) => journalOf.get(p) ?? null),
          heldReason,
          new Date(now),
        ],
      )
      // A period already claimed means another closing ran over it: undo this batch rather than pay twice.
      if (claimed.length !== all.length) throw new Error("settlement: a period was already claimed")
      await tellPaid(tx, paid, now)
    }
    await tx.query(
      `update contracts c set settled_until = u.until, next_close_at = u.next
         from unnest($1::bigint[], $2::timestamptz[], $3::timestamptz[]) as u(id, until, next) where c.id = u.id`,
      [
        due.map((c) => c.id),
        due.map((c) => new Date(plans.get(c.id)!.until)),
        due.map((c) => {
          const next = plans.get(c.id)!.next
          return next === Number.POSITIVE_INFINITY ? "infinity" : new Date(next)
        }),
      ],
    )
    return due.length
  })

/** Pays the held payments an upline's wallet now covers, oldest first; answers how many were paid. */
export const retryHeld = (db: Database, now: number, limit = settlementBatch): Promise<number> =>
  db.transaction(async (tx) => {
    const rows = await tx.query<Record<string, unknown>>(
      `select contract_id, period_start, period_end, kind, member_id, payer_id, valid_bet, profit_loss, active_members,
              amount from settlements where status = 'HELD'
        order by period_start, contract_id limit $1 for update skip locked`,
      [limit],
    )
    if (rows.length === 0) return 0
    const payments: Array<Payment> = rows.map((r) => ({
      contractId: num(r.contract_id),
      kind: String(r.kind),
      payeeId: num(r.member_id),
      payerId: r.payer_id === null ? null : num(r.payer_id),
      period: { start: ms(r.period_start)!, end: ms(r.period_end)!, label: "" },
      stake: num(r.valid_bet),
      payout: num(r.valid_bet) + num(r.profit_loss),
      members: num(r.active_members),
      amount: num(r.amount),
    }))
    const { paid, wallets } = await lockAndDecide(tx, payments)
    if (paid.length === 0) return 0
    const ids = await postPayments(tx, paid, wallets, now)
    const updated = await tx.query(
      `update settlements s set status = 'PAID', reason = null, journal_id = u.j, paid_at = $4
         from unnest($1::bigint[], $2::timestamptz[], $3::bigint[]) as u(c, ps, j)
        where s.contract_id = u.c and s.period_start = u.ps and s.status = 'HELD' returning 1`,
      [paid.map((p) => p.contractId), paid.map((p) => new Date(p.period.start)), ids, new Date(now)],
    )
    if (updated.length !== paid.length) throw new Error("settlement: a held payment was already paid")
    await tellPaid(tx, paid, now)
    return paid.length
  })

/** Settles everything due by `now`: held payments first (they are older), then every due contract, batch by batch. */
export const settleContracts = async (db: Database, now: number): Promise<void> => {
  while ((await retryHeld(db, now)) === settlementBatch) {}
  while ((await closeDueBatch(db, now)) === settlementBatch) {}
}
