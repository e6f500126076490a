/**
 * Withdrawals (spec sections 1, 4 and 9; our calls under `/wps/relay/`): the form's limits, a withdrawal confirmed
 * by the payment password, the history, the paid withdrawals awaiting the member's confirmation, the confirmation and
 * the cancellation.
 *
 * On the ledger: the request holds the amount (main -> `HELD`); `processingDelayMs` later the sandbox pays it (`HELD`
 * -> house cash; status APPROVED, confirmation AWAITING, `paidAt`); the member then answers RECEIVED, NOT_RECEIVED
 * with a proof image (png/jpg within 5 MB, stored), or FORCED once `autoConfirmMinutes` have passed since payment
 * (spec section 4: forced receipt after a timeout, the matched deposit not refunded). A pending withdrawal can be
 * cancelled (our addition): `HELD` -> main. Processing is driven by the clock, lazily (sweep.ts), so it survives
 * restarts.
 */

import type { Api } from "../../core/contract/Api.ts"
import { gatewayCodes, moneyCodes } from "../../core/contract/ErrorCode.ts"
import { confirmationDeadline, type Withdrawal, WithdrawalStatus } from "../../core/model/Withdrawal.ts"
import { seededText } from "../content/seededTexts.ts"
import type { Database, Queryable } from "../db/Database.ts"
import { portalMidnight, portalTime } from "../games/portalTime.ts"
import { ApiError } from "../http/ApiError.ts"
import type { Handler } from "../http/Context.ts"
import { once } from "../ledger/idempotency.ts"
import { balanceOf, House, held, main } from "../ledger/ledger.ts"
import { lockWallet } from "../ledger/reads.ts"
import { bankAccountsOf, maskAccountNumber } from "./bankAccounts.ts"
import { callerOf, realMember } from "./callers.ts"
import { dayBounds } from "./dates.ts"
import { postAt, transferAt } from "./entries.ts"
import { rowId } from "./ids.ts"
import { imageOf } from "./images.ts"
import { pageAnswer, pagingOf } from "./paging.ts"
import { checkPaymentPassword, hasPaymentPassword } from "./paymentPassword.ts"
import { withdrawalDelay } from "./processingDelay.ts"
import { ms, num } from "./rows.ts"
import { boundedText } from "./texts.ts"

/** The withdrawal limits of the demo brand (minor units). */
export const withdrawalLimits = { min: 10_000, max: 5_000_000, dailyCount: 5 } as const

/** How long after its request the sandbox pays a withdrawal. */
export const processingDelayMs = 5000

/** Minutes after payment before the member may force the receipt (spec section 9, "{0} minutes"). */
export const autoConfirmMinutes = 30

interface WithdrawalRow {
  id: unknown
  amount: unknown
  status: Withdrawal["status"]
  confirmation: Withdrawal["confirmation"]
  bank_name: string
  account_number: string
  created_at: unknown
  paid_at: unknown
  remarks: string | null
}

const columns = `w.id, w.amount, w.status, w.confirmation, b.bank_name, b.account_number, w.created_at, w.paid_at,
  w.remarks`
const from = "withdrawals w join bank_accounts b on b.id = w.bank_account_id"

const withdrawalOf = (r: WithdrawalRow): Withdrawal => ({
  id: String(num(r.id)),
  amount: num(r.amount),
  status: r.status,
  confirmation: r.confirmation,
  bankName: r.bank_name,
  accountNumber: maskAccountNumber(r.account_number),
  createTime: portalTime(ms(r.created_at)!),
  paidAt: ms(r.paid_at),
  remarks: r.remarks,
})

/** A withdrawal with its seeded remark (a review's reason) in `language`; a member's own remark stays as written. */
const inLanguage = (language: string, w: Withdrawal): Withdrawal => ({ ...w, remarks: seededText(language, w.remarks) })

const withdrawalById = async (q: Queryable, id: number): Promise<Withdrawal> => {
  const [row] = await q.query<WithdrawalRow>(`select ${columns} from ${from} where w.id = $1`, [id])
  return withdrawalOf(row!)
}

/** Today's withdrawals of a member that count towards the daily limit (all but cancelled ones). */
const countToday = async (q: Queryable, memberId: number, now: number): Promise<number> => {
  const [row] = await q.query<{ n: unknown }>(
    "select count(*) as n from withdrawals where member_id = $1 and created_at >= $2 and status <> 'CANCELLED'",
    [memberId, new Date(portalMidnight(now))],
  )
  return num(row?.n)
}

export const withdrawalInfo: Handler<Api["withdrawalInfo"]> = async (ctx) => {
  const caller = callerOf(ctx)
  const db = ctx.services.db
  const withdrawable = await balanceOf(db, main(caller.memberId))
  return {
    bankAccounts: await bankAccountsOf(db, caller.memberId, ctx.now),
    minAmount: withdrawalLimits.min,
    maxAmount: withdrawalLimits.max,
    withdrawable,
    fee: 0,
    dailyCountLeft: Math.max(0, withdrawalLimits.dailyCount - (await countToday(db, caller.memberId, ctx.now))),
    hasPaymentPassword: await hasPaymentPassword(db, caller.memberId),
    autoConfirmMinutes,
  }
}

const money = (cents: number) => (cents / 100).toFixed(2)

export const withdraw: Handler<Api["withdraw"]> = async (ctx, request) => {
  const caller = realMember(ctx)
  const db = ctx.services.db
  const bankAccountId = rowId("bankAccountId", request.bankAccountId)
  if (request.amount < withdrawalLimits.min)
    throw new ApiError(400, moneyCodes.amountBelowMin, `amount: at least ${money(withdrawalLimits.min)}`)
  if (request.amount > withdrawalLimits.max)
    throw new ApiError(400, moneyCodes.amountAboveMax, `amount: at most ${money(withdrawalLimits.max)}`)
  const [account] = await db.query("select 1 from bank_accounts where id = $1 and member_id = $2", [
    bankAccountId,
    caller.memberId,
  ])
  if (account === undefined)
    throw new ApiError(400, moneyCodes.bankAccountNotFound, "bankAccountId: not your bank account")
  await checkPaymentPassword(db, caller.memberId, request.paymentPassword, ctx.now)
  return once(
    db,
    {
      key: ctx.idempotencyKey!,
      memberId: caller.memberId,
      endpoint: "withdraw",
      request: { bankAccountId, amount: request.amount },
    },
    async (tx) => {
      // The main wallet's row lock serialises a member's withdrawals: the daily count and the balance hold together.
      await lockWallet(tx, main(caller.memberId))
      if ((await countToday(tx, caller.memberId, ctx.now)) >= withdrawalLimits.dailyCount)
        throw new ApiError(
          400,
          moneyCodes.withdrawalDailyLimit,
          `At most ${withdrawalLimits.dailyCount} withdrawals a day`,
        )
      await transferAt(
        tx,
        ctx.now,
        "withdrawal.hold",
        caller.memberId,
        main(caller.memberId),
        held(caller.memberId),
        request.amount,
        {
          bankAccountId: String(bankAccountId),
        },
      )
      const [row] = await tx.query<{ id: unknown }>(
        `insert into withdrawals (member_id, bank_account_id, amount, status, created_at, due_at, updated_at)
         values ($1, $2, $3, 'PENDING', $4, $5, $4) returning id`,
        [
          caller.memberId,
          bankAccountId,
          request.amount,
          new Date(ctx.now),
          new Date(ctx.now + (await withdrawalDelay(tx, processingDelayMs))),
        ],
      )
      return withdrawalById(tx, num(row!.id))
    },
  )
}

const statuses = new Set<string>(WithdrawalStatus.literals)

export const withdrawalHistory: Handler<Api["withdrawalHistory"]> = async (ctx, request) => {
  const caller = callerOf(ctx)
  const bounds = dayBounds(request)
  const paging = pagingOf(request)
  if (request.status !== undefined && !statuses.has(request.status))
    throw new ApiError(400, gatewayCodes.badRequest, "status: unknown")
  const where = "w.member_id = $1 and w.created_at >= $2 and w.created_at < $3 and ($4::text is null or w.status = $4)"
  const params = [caller.memberId, new Date(bounds.from), new Date(bounds.to), request.status ?? null]
  const db = ctx.services.db
  const [count] = await db.query<{ n: unknown }>(`select count(*) as n from ${from} where ${where}`, params)
  const rows = await db.query<WithdrawalRow>(
    `select ${columns} from ${from} where ${where} order by w.created_at desc, w.id desc limit $5 offset $6`,
    [...params, paging.size, paging.offset],
  )
  return pageAnswer(
    rows.map((r) => inLanguage(ctx.language, withdrawalOf(r))),
    num(count?.n),
    paging,
  )
}

export const paymentConfirmations: Handler<Api["paymentConfirmations"]> = async (ctx, request) => {
  const caller = callerOf(ctx)
  const paging = pagingOf(request)
  const where = "w.member_id = $1 and w.status = 'APPROVED' and w.confirmation = 'AWAITING'"
  const db = ctx.services.db
  const [count] = await db.query<{ n: unknown }>(`select count(*) as n from ${from} where ${where}`, [caller.memberId])
  const rows = await db.query<WithdrawalRow>(
    `select ${columns} from ${from} where ${where} order by w.paid_at, w.id limit $2 offset $3`,
    [caller.memberId, paging.size, paging.offset],
  )
  return pageAnswer(
    rows.map((r) => inLanguage(ctx.language, withdrawalOf(r))),
    num(count?.n),
    paging,
  )
}

/** The member's withdrawal, locked, or 400 `withdrawal_not_found`. */
const lockedWithdrawal = async (tx: Queryable, memberId: number, id: number) => {
  const [row] = await tx.query<{
    status: string
    confirmation: string | null
    paid_at: unknown
    due_at: unknown
    amount: unknown
  }>(
    "select status, confirmation, paid_at, due_at, amount from withdrawals where id = $1 and member_id = $2 for update",
    [id, memberId],
  )
  if (row === undefined)
    throw new ApiError(400, moneyCodes.withdrawalNotFound, "withdrawalId: no such withdrawal of yours")
  return row
}

/** The proof a withdrawal not received must carry. */
const proofOf = (text: string | undefined) => {
  if (text === undefined || text.trim() === "")
    throw new ApiError(400, moneyCodes.proofRequired, "proofImage: a proof of non-receipt is required")
  return imageOf("proofImage", text)
}

export const confirmWithdrawal: Handler<Api["confirmWithdrawal"]> = async (ctx, request) => {
  const caller = realMember(ctx)
  const id = rowId("withdrawalId", request.withdrawalId)
  const remarks = request.remarks === undefined ? null : boundedText("remarks", request.remarks, 200) || null
  const proof = request.result === "NOT_RECEIVED" ? proofOf(request.proofImage) : undefined
  return ctx.services.db.transaction(async (tx) => {
    const w = await lockedWithdrawal(tx, caller.memberId, id)
    // Forcing what the timeout already forced answers it as it stands (the sweep may have come first).
    if (request.result === "FORCED" && w.confirmation === "FORCED") return withdrawalById(tx, id)
    if (w.status !== "APPROVED" || w.confirmation !== "AWAITING")
      throw new ApiError(400, moneyCodes.notAwaitingConfirmation, "This withdrawal does not await your confirmation")
    const deadline = confirmationDeadline({ paidAt: ms(w.paid_at) ?? 0 }, autoConfirmMinutes) ?? 0
    if (request.result === "FORCED" && ctx.now < deadline)
      throw new ApiError(
        400,
        moneyCodes.timeoutNotReached,
        `Receipt can be forced ${autoConfirmMinutes} minutes after payment, at ${portalTime(deadline)}`,
      )
    await tx.query(
      `update withdrawals set confirmation = $2, confirmed_at = $3, updated_at = $3, proof_type = $4, proof = $5,
         remarks = coalesce($6, remarks) where id = $1`,
      [id, request.result, new Date(ctx.now), proof?.mime ?? null, proof?.bytes ?? null, remarks],
    )
    return withdrawalById(tx, id)
  })
}

export const cancelWithdrawal: Handler<Api["cancelWithdrawal"]> = async (ctx, request) => {
  const caller = realMember(ctx)
  const id = rowId("withdrawalId", request.withdrawalId)
  return once(
    ctx.services.db,
    { key: ctx.idempotencyKey!, memberId: caller.memberId, endpoint: "cancelWithdrawal", request: { id } },
    async (tx) => {
      const w = await lockedWithdrawal(tx, caller.memberId, id)
      if (w.status !== "PENDING" || (ms(w.due_at) ?? 0) <= ctx.now)
        throw new ApiError(400, moneyCodes.withdrawalNotPending, "Only a pending withdrawal can be cancelled")
      await transferAt(
        tx,
        ctx.now,
        "withdrawal.cancel",
        caller.memberId,
        held(caller.memberId),
        main(caller.memberId),
        num(w.amount),
        {
          withdrawalId: String(id),
        },
      )
      await tx.query("update withdrawals set status = 'CANCELLED', updated_at = $2 where id = $1", [
        id,
        new Date(ctx.now),
      ])
      return withdrawalById(tx, id)
    },
  )
}

/** Pays every withdrawal due by `now`: the held amount leaves for the bank, the member's confirmation awaited. */
export const payDueWithdrawals = (db: Database, now: number): Promise<number> =>
  db.transaction(async (tx) => {
    const due = await tx.query<{ id: unknown; member_id: unknown; amount: unknown }>(
      `select id, member_id, amount from withdrawals where status = 'PENDING' and due_at <= $1
        order by due_at, id limit 200 for update skip locked`,
      [new Date(now)],
    )
    for (const w of due) {
      const memberId = num(w.member_id)
      await transferAt(tx, now, "withdrawal.paid", memberId, held(memberId), House.cash, num(w.amount), {
        withdrawalId: String(w.id),
      })
      await tx.query(
        "update withdrawals set status = 'APPROVED', confirmation = 'AWAITING', paid_at = $2, updated_at = $2 where id = $1",
        [w.id, new Date(now)],
      )
    }
    return due.length
  })

/**
 * Marks received every paid withdrawal its member has not answered `autoConfirmMinutes` after payment (spec section
 * 9: "withdrawal auto-received after {0} minutes"): the confirmation becomes FORCED (the receipt the member could force
 * at that time, spec section 4, the matched deposit not refunded), the account record gets a line
 * of no amount saying so (the money left with the payment), and the member is told in the inbox.
 */
export const receiveOverdueWithdrawals = (db: Database, now: number): Promise<number> =>
  db.transaction(async (tx) => {
    const due = await tx.query<{ id: unknown; member_id: unknown; amount: unknown }>(
      `select id, member_id, amount from withdrawals
        where status = 'APPROVED' and confirmation = 'AWAITING' and paid_at <= $1
        order by paid_at, id limit 200 for update skip locked`,
      [new Date(now - autoConfirmMinutes * 60_000)],
    )
    for (const w of due) {
      const memberId = num(w.member_id)
      await postAt(tx, now, {
        kind: "withdrawal.received",
        memberId,
        meta: { withdrawalId: String(w.id) },
        postings: [{ account: main(memberId), amount: 0 }],
      })
      await tx.query(
        "update withdrawals set confirmation = 'FORCED', confirmed_at = $2, updated_at = $2 where id = $1",
        [w.id, new Date(now)],
      )
      await tx.query(
        "insert into messages (member_id, title, content, type, created_at) values ($1, $2, $3, 'SYSTEM', $4)",
        [
          memberId,
          "Withdrawal received",
          `<p>Your withdrawal of ${(num(w.amount) / 100).toFixed(2)} was marked received ${autoConfirmMinutes} minutes after payment, as you did not answer.</p>`,
          new Date(now),
        ],
      )
    }
    return due.length
  })
